import { companyDocumentResponseSchema } from '@/entities/company-documents/api/company-documents-schema';
import { apiUpload } from '@/lib/api-upload';

import { documentFormData, type DocumentUpload } from '../lib/document-form-data';

/**
 * PUT /companies/{companyId}/documents/{id}: the same fields; a file replaces the stored one, no
 * file keeps it. A replace is safe to repeat, so it carries no Idempotency-Key.
 */
export async function updateCompanyDocument({
  companyId,
  id,
  fields,
  file,
  signal,
  onProgress,
}: DocumentUpload & { id: number }) {
  const answer = await apiUpload({
    method: 'PUT',
    path: `/companies/${companyId}/documents/${id}`,
    body: documentFormData(fields, file),
    schema: companyDocumentResponseSchema,
    signal,
    onProgress,
  });
  return answer.data;
}
