import { queryOptions } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { keepingDataOnNothing } from '@/lib/query-policies';
import { ID_MESSAGES, requireId, runUserRead } from '@/lib/service-errors';

import { type CompanyFile, uploadsResponseSchema } from './company-files-schema';

export const companyFilesKeys = {
  all: ['company-files'] as const,
  list: (companyId: number) => [...companyFilesKeys.all, companyId] as const,
  /** A price list's rows, read once per file (its URL and when it was uploaded). */
  priceList: (url: string, uploadedAt: string) => ['company-price-list', url, uploadedAt] as const,
};

/**
 * GET /users/uploads?companyId: the company's price, executive and auto-tag files, or nothing
 * (`null`) when the subscription handler took a 403 (spec).
 */
export function getCompanyFiles(companyId: number, signal?: AbortSignal) {
  return runUserRead('uploads', () =>
    apiRequest({
      path: '/users/uploads',
      query: { companyId: requireId(companyId, ID_MESSAGES.companyId) },
      schema: uploadsResponseSchema,
      timeout: 'user',
      signal,
    }),
  );
}

export const companyFilesQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: companyFilesKeys.list(companyId),
    queryFn: keepingDataOnNothing<CompanyFile[]>((signal) => getCompanyFiles(companyId, signal)),
  });
