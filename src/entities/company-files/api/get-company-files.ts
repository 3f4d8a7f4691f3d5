import { queryOptions } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

import { uploadsResponseSchema } from './company-files-schema';

export const companyFilesKeys = {
  all: ['company-files'] as const,
  list: (companyId: number) => [...companyFilesKeys.all, companyId] as const,
};

/** GET /users/uploads?companyId: the company's price, executive and auto-tag files. */
export const companyFilesQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: companyFilesKeys.list(companyId),
    queryFn: async ({ signal }) =>
      apiRequest({
        path: '/users/uploads',
        query: { companyId },
        schema: uploadsResponseSchema,
        timeout: 'user',
        signal,
      }),
  });
