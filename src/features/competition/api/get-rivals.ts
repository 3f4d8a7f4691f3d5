import { z } from 'zod';

import { workDataQuery } from '@/lib/work-data-query';

import { supplierSchema } from './competition-schema';
import { competitionKeys } from './competition-keys';

/**
 * GET /competition/rivals?companyId (decision 0029): every supplier the company met in a closed
 * process of the last 24 months, and the new entrants on its product codes.
 */
export const rivalSchema = supplierSchema.extend({
  /** Closed processes where both offered. */
  compartidos: z.number().int().nonnegative(),
  /** Shared processes where we ranked better than they did (or won), and the other way round. */
  ganamosNosotros: z.number().int().nonnegative(),
  ganaronEllos: z.number().int().nonnegative(),
  /** Their record in the whole market over the period. */
  ofertas: z.number().int().nonnegative(),
  ganadas: z.number().int().nonnegative(),
  /** Regions of the buyers they offered to, most frequent first. */
  regiones: z.array(z.string()),
  /** Up to 3 buyers they offered to most. */
  compradores: z.array(z.object({ nombre: z.string(), procesos: z.number().int().nonnegative() })),
  /** The close of the last process we shared (ISO). */
  ultimoEncuentro: z.string(),
});
export type Rival = z.output<typeof rivalSchema>;

export const newEntrantSchema = supplierSchema.extend({
  /** Their first offer on one of our product codes (ISO), within the last 90 days. */
  primeraOferta: z.string(),
  ofertas: z.number().int().nonnegative(),
  codigosProducto: z.array(z.string()),
});
export type NewEntrant = z.output<typeof newEntrantSchema>;

export const rivalsResponseSchema = z.object({
  data: z.object({
    rivales: z.array(rivalSchema),
    nuevosEntrantes: z.array(newEntrantSchema),
    /** Our closed bids the list comes from. */
    procesosPropios: z.number().int().nonnegative(),
  }),
});
export type RivalsAnswer = z.output<typeof rivalsResponseSchema>['data'];

export const rivalsQueryOptions = (companyId: number) =>
  workDataQuery({
    queryKey: competitionKeys.rivals(companyId),
    path: '/competition/rivals',
    query: { companyId },
    schema: rivalsResponseSchema,
    errorMessage: 'Error al obtener los competidores',
  });
