import { z } from 'zod';

import { workDataQuery } from '@/lib/work-data-query';
import { kpiKeys } from './kpi-keys';

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
  workDataQuery({
    queryKey: kpiKeys.funnel(companyId, from, to),
    path: '/kpi/funnel',
    query: { companyId, from, to },
    schema: funnelResponseSchema,
    errorMessage: 'Error al obtener los indicadores',
  });
