import { queryOptions } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

import { companyDocumentsResponseSchema } from './company-documents-schema';

export const companyDocumentKeys = {
  all: ['company-documents'] as const,
  list: (companyId: number) => [...companyDocumentKeys.all, companyId] as const,
};

/** GET /companies/{companyId}/documents: the company's vault, newest first. */
export async function getCompanyDocuments(companyId: number, signal?: AbortSignal) {
  const answer = await apiRequest({
    path: `/companies/${companyId}/documents`,
    schema: companyDocumentsResponseSchema,
    timeout: 'user',
    signal,
  });
  return answer.data;
}

export const companyDocumentsQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: companyDocumentKeys.list(companyId),
    queryFn: ({ signal }) => getCompanyDocuments(companyId, signal),
  });
