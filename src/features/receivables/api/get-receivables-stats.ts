import { queryOptions } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

import { receivablesKeys } from './receivables-keys';
import { dataOf, statsSchema } from './schemas';

/** GET /receivables/stats?companyId: the collection panel's figures. */
export const statsQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: receivablesKeys.stats(companyId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest({
          path: '/receivables/stats',
          query: { companyId },
          schema: dataOf(statsSchema),
          timeout: 'user',
          signal,
        })
      ).data,
    staleTime: 30_000,
    meta: { errorMessage: 'No se pudo cargar el panel de cobranza' },
  });
