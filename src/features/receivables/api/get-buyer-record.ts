import { queryOptions } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

import { receivablesKeys } from './receivables-keys';
import { buyerRecordSchema, dataOf } from './schemas';

/** GET /receivables/buyer-record?companyId&rut: how a buyer pays the company's invoices. */
export const buyerRecordQueryOptions = (companyId: number, rut: string) =>
  queryOptions({
    queryKey: receivablesKeys.buyer(companyId, rut),
    queryFn: async ({ signal }) =>
      (
        await apiRequest({
          path: '/receivables/buyer-record',
          query: { companyId, rut },
          schema: dataOf(buyerRecordSchema),
          timeout: 'user',
          signal,
        })
      ).data,
    staleTime: 60_000,
    // The detail's section says it failed; a toast on someone else's page would be noise.
    meta: { silent: true },
  });
