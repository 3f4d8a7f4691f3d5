import { buildUrl } from '@/lib/api-client';
import { apiDownload } from '@/lib/api-download';

/** GET /companies/{companyId}/documents/{id}/file: the document's bytes, with the session's token. */
export function getCompanyDocumentFile(companyId: number, id: number, signal?: AbortSignal) {
  return apiDownload(buildUrl('api', `/companies/${companyId}/documents/${id}/file`), signal);
}
