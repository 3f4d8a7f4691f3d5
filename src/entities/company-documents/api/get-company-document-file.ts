import { buildUrl } from '@/lib/api-client';
import { apiDownload } from '@/lib/api-download';

/**
 * GET /companies/{companyId}/documents/{id}/file: a vault document's bytes, with the session's
 * token. At the entity so a feature other than the vault (the offer package) can read them.
 */
export function getCompanyDocumentFile(companyId: number, id: number, signal?: AbortSignal) {
  return apiDownload(buildUrl('api', `/companies/${companyId}/documents/${id}/file`), signal);
}
