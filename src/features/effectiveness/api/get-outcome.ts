import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { applicationKeys } from '@/entities/application/api/application-keys';
import { applicationSchema } from '@/entities/application/api/application-schema';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /applications/{codigo}?companyId (decision 0022): one bid with every offer the buyer
 * received, so the supplier sees who won, at what amount, and how far its own offer was.
 */
export const outcomeSchema = applicationSchema.extend({
  ofertas: z.array(
    z.object({
      proveedor: z.string(),
      monto: z.number(),
      adjudicada: z.boolean(),
      propia: z.boolean(),
    }),
  ),
  items: z.array(
    z.object({
      codigoProducto: z.string(),
      nombre: z.string(),
      unidad: z.string(),
      cantidad: z.number(),
      precioUnitario: z.number(),
    }),
  ),
});
export type Outcome = z.output<typeof outcomeSchema>;

export const outcomeResponseSchema = z.object({ data: outcomeSchema });

export const OUTCOME_NOT_FOUND = 'No hay una postulación de tu empresa con ese código.';

export const outcomeQueryOptions = (companyId: number, codigo: string) =>
  queryOptions({
    queryKey: applicationKeys.outcome(companyId, codigo),
    queryFn: async ({ signal }) =>
      (
        await apiRequest({
          path: `/applications/${encodeURIComponent(codigo)}`,
          query: { companyId },
          schema: outcomeResponseSchema,
          timeout: 'activity',
          signal,
        })
      ).data,
    meta: { silent: true },
  });
