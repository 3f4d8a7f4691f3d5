import { companyDocumentResponseSchema } from '@/entities/company-documents/api/company-documents-schema';
import { apiUpload } from '@/lib/api-upload';
import { createOnce } from '@/lib/idempotency';

import { documentFormData, type DocumentUpload } from '../lib/document-form-data';

/**
 * POST /companies/{companyId}/documents, multipart, with its progress and cancel. Sent again
 * after a lost answer or pressed twice, the same file with the same fields is stored once.
 */
export async function uploadCompanyDocument({
  companyId,
  fields,
  file,
  signal,
  onProgress,
}: DocumentUpload & { file: File }) {
  const same = {
    fields,
    file: { name: file.name, size: file.size, type: file.type, lastModified: file.lastModified },
  };
  const answer = await createOnce(`POST documents ${companyId}`, same, (idempotencyKey) =>
    apiUpload({
      path: `/companies/${companyId}/documents`,
      body: documentFormData(fields, file),
      schema: companyDocumentResponseSchema,
      signal,
      onProgress,
      idempotencyKey,
    }),
  );
  return answer.data;
}
