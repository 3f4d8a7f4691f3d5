import { queryOptions } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

import { bidDecisionKeys } from './bid-decision-keys';
import { bidDecisionResponseSchema } from './bid-decision-schema';

/** GET /opportunities/{codigo}/decision?companyId. */
export const bidDecisionQueryOptions = (companyId: number, codigo: string) =>
  queryOptions({
    queryKey: bidDecisionKeys.one(companyId, codigo),
    queryFn: async ({ signal }) =>
      (
        await apiRequest({
          path: `/opportunities/${encodeURIComponent(codigo)}/decision`,
          query: { companyId },
          schema: bidDecisionResponseSchema,
          timeout: 'activity',
          signal,
        })
      ).data,
    meta: { silent: true },
  });
