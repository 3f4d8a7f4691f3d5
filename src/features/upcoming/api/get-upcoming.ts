import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';

import { upcomingPageData, type UpcomingScope } from './upcoming-keys';
import { upcomingSchema } from './upcoming-schema';

/**
 * GET /upcoming?companyId[&codigos=a,b][&comprador] (decision 0036): what is expected on the
 * company's product codes (those of its bids, and any asked for), from every source: plan lines
 * not yet published, open market consultations, direct-award intentions still open to objection,
 * contracts about to end and new calls of deserted processes. Computed by the server.
 */
export const upcomingResponseSchema = z.object({ data: upcomingSchema });

export const upcomingQueryOptions = (companyId: number, scope?: UpcomingScope) => {
  const { queryKey, request, staleTime } = upcomingPageData(companyId, scope);
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }) => {
      const options = { schema: upcomingResponseSchema, timeout: 'activity', signal } as const;
      return (await apiRequest({ ...request, ...options })).data;
    },
    staleTime,
    meta: { silent: true },
  });
};
