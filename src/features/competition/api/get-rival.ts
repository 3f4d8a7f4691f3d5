import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';

import { monthSchema, supplierSchema } from './competition-schema';
import { competitionKeys } from './competition-keys';

/** The words of GET /competition/rivals/{rut}'s 404 and 400 (the mock says the same). */
export const RIVAL_NOT_FOUND =
  'No encontramos un proveedor con ese RUT en los procesos de los últimos 24 meses.';
export const RIVAL_RUT_INVALID = 'El RUT de la dirección no es válido.';

/**
 * GET /competition/rivals/{rut}?companyId (decision 0029): one supplier over the last 24
 * months, and every closed process where we met.
 */
export const rivalProfileSchema = supplierSchema.extend({
  historia: z.array(
    z.object({
      mes: monthSchema,
      ofertas: z.number().int().nonnegative(),
      ganadas: z.number().int().nonnegative(),
    }),
  ),
  codigosProducto: z.array(
    z.object({
      codigo: z.string(),
      producto: z.string(),
      ofertas: z.number().int().nonnegative(),
      ganadas: z.number().int().nonnegative(),
    }),
  ),
  compradores: z.array(
    z.object({
      nombre: z.string(),
      ofertas: z.number().int().nonnegative(),
      ganadas: z.number().int().nonnegative(),
    }),
  ),
  /**
   * Their unit price over ours on the same line of a process we shared: the median of `n`
   * lines (1.08 = 8 % above ours); null when we shared none.
   */
  /** Shared processes where we came out ahead, and where they did (as in the rivals list). */
  ganamosNosotros: z.number().int().nonnegative(),
  ganaronEllos: z.number().int().nonnegative(),
  posicionPrecio: z
    .object({ n: z.number().int().nonnegative(), mediana: z.number().positive() })
    .nullable(),
  encuentros: z.array(
    z.object({
      codigo: z.string(),
      nombre: z.string(),
      comprador: z.string(),
      cierre: z.string(),
      /** Ranks among admissible offers; null when that offer was inadmissible. */
      nuestroLugar: z.number().int().positive().nullable(),
      suLugar: z.number().int().positive().nullable(),
      nuestroMonto: z.number().int().nonnegative(),
      suMonto: z.number().int().nonnegative(),
      resultado: z.enum(['ganamos', 'ganaron', 'gano-otro', 'desierta', 'revocada']),
    }),
  ),
});
export type RivalProfile = z.output<typeof rivalProfileSchema>;

export const rivalProfileResponseSchema = z.object({ data: rivalProfileSchema });

export const rivalProfileQueryOptions = (companyId: number, rut: string) =>
  queryOptions({
    queryKey: competitionKeys.rival(companyId, rut),
    queryFn: async ({ signal }) =>
      (
        await apiRequest({
          path: `/competition/rivals/${encodeURIComponent(rut)}`,
          query: { companyId },
          schema: rivalProfileResponseSchema,
          timeout: 'activity',
          signal,
        })
      ).data,
    staleTime: 60_000,
    // The page says what went wrong (an unknown RUT included), not a toast.
    meta: { silent: true },
  });
