import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';

/**
 * GET /kpi/funnel?companyId&from&to (decision 0022): the top of the funnel the bids alone do not
 * show, for Chile days `from` to `to`: distinct opportunities the company's saved searches found
 * and distinct opportunities it tagged.
 */
export const funnelResponseSchema = z.object({
  data: z.object({
    encontradas: z.number().int().nonnegative(),
    etiquetadas: z.number().int().nonnegative(),
  }),
});

export const funnelQueryOptions = (companyId: number, from: string, to: string) =>
  queryOptions({
    queryKey: ['kpi', 'funnel', companyId, from, to] as const,
    queryFn: async ({ signal }) =>
      (
        await apiRequest({
          path: '/kpi/funnel',
          query: { companyId, from, to },
          schema: funnelResponseSchema,
          timeout: 'activity',
          signal,
        })
      ).data,
    staleTime: 60_000,
    meta: { errorMessage: 'Error al obtener los indicadores' },
  });
