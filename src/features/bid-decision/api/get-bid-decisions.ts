import { queryOptions } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

import { bidDecisionKeys } from './bid-decision-keys';
import { bidDecisionListResponseSchema } from './bid-decision-schema';

/** GET /bid-decisions?companyId: every decision of the company, newest first. */
export const bidDecisionsQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: bidDecisionKeys.list(companyId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest({
          path: '/bid-decisions',
          query: { companyId },
          schema: bidDecisionListResponseSchema,
          timeout: 'activity',
          signal,
        })
      ).data,
    staleTime: 60_000,
    meta: { silent: true },
  });
