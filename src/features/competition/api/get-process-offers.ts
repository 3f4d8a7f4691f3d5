import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';

import { criterionSchema } from './competition-schema';
import { competitionKeys } from './competition-keys';

export const PROCESS_NOT_FOUND = 'No encontramos un proceso cerrado con ese código.';

/**
 * GET /competition/processes/{codigo}?companyId (decision 0029): every offer a closed process
 * received, ranked as the award evaluated them, with each line's unit price, the criteria and
 * their weights, and why an offer was left out.
 */
export const processOffersSchema = z.object({
  codigo: z.string(),
  nombre: z.string(),
  comprador: z.string(),
  cierre: z.string(),
  estado: z.enum(['adjudicada', 'desierta', 'revocada']),
  /** Null when the buyer did not publish it (the portal's VisibilidadMonto). */
  montoEstimado: z.number().int().nonnegative().nullable(),
  criterios: z.array(criterionSchema),
  items: z.array(
    z.object({
      codigoProducto: z.string(),
      producto: z.string(),
      unidad: z.string(),
      cantidad: z.number().positive(),
    }),
  ),
  ofertas: z.array(
    z.object({
      rut: z.string(),
      nombre: z.string(),
      propia: z.boolean(),
      /** 1 is the best evaluated admissible offer; null when inadmissible. */
      lugar: z.number().int().positive().nullable(),
      /** The evaluation (0 to 100); null when inadmissible. */
      puntaje: z.number().min(0).max(100).nullable(),
      seleccionada: z.boolean(),
      total: z.number().int().nonnegative(),
      motivoInadmisible: z.string().nullable(),
      /**
       * One per item, in the order of `items` (a product code may appear on two items: the
       * catalogue has codes shared by two products).
       */
      lineas: z.array(
        z.object({ codigoProducto: z.string(), precioUnitario: z.number().int().nonnegative() }),
      ),
    }),
  ),
});
export type ProcessOffers = z.output<typeof processOffersSchema>;

export const processOffersResponseSchema = z.object({ data: processOffersSchema });

export const processOffersQueryOptions = (companyId: number, codigo: string) =>
  queryOptions({
    queryKey: competitionKeys.process(companyId, codigo),
    queryFn: async ({ signal }) =>
      (
        await apiRequest({
          path: `/competition/processes/${encodeURIComponent(codigo)}`,
          query: { companyId },
          schema: processOffersResponseSchema,
          timeout: 'activity',
          signal,
        })
      ).data,
    staleTime: 60_000,
    meta: { silent: true },
  });
