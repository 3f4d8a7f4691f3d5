import { z } from 'zod';

import { workDataQuery } from '@/lib/work-data-query';

import { spreadSchema, supplierSchema } from './competition-schema';
import { competitionKeys } from './competition-keys';

/** Whose past processes the figures come from: this buyer's, or every buyer's. */
export type CompetitionScope = 'comprador' | 'mercado';

/**
 * GET /competition/opportunities/{codigo}?companyId&scope (decision 0029): what the closed
 * processes of the last 24 months say about this opportunity's competition, for its product
 * codes, at this buyer (`comprador`) or anywhere (`mercado`).
 */
export const opportunityCompetitionSchema = z.object({
  codigo: z.string(),
  alcance: z.enum(['comprador', 'mercado']),
  comprador: z.string(),
  /** The processes and the offers the figures come from. */
  muestra: z.object({
    procesos: z.number().int().nonnegative(),
    ofertas: z.number().int().nonnegative(),
  }),
  /** Up to 5 suppliers who bid most on those processes. */
  oferentesHabituales: z.array(
    supplierSchema.extend({
      ofertas: z.number().int().nonnegative(),
      ganadas: z.number().int().nonnegative(),
    }),
  ),
  /** Unit prices of the offers that won and of those that lost, per product code. */
  precios: z.array(
    z.object({
      codigoProducto: z.string(),
      producto: z.string(),
      ganadoras: spreadSchema.nullable(),
      perdedoras: spreadSchema.nullable(),
    }),
  ),
  /** The amount awarded as a share of the estimated amount (median of the processes' shares). */
  adjudicadoSobreEstimado: z
    .object({ n: z.number().int().nonnegative(), mediana: z.number().nonnegative() })
    .nullable(),
  /** Of `n` processes with two admissible offers or more, in how many the cheapest did not win. */
  masBarataNoGano: z.object({
    n: z.number().int().nonnegative(),
    veces: z.number().int().nonnegative(),
  }),
});
export type OpportunityCompetition = z.output<typeof opportunityCompetitionSchema>;

export const opportunityCompetitionResponseSchema = z.object({
  data: opportunityCompetitionSchema,
});

export const opportunityCompetitionQueryOptions = (
  companyId: number,
  codigo: string,
  scope: CompetitionScope,
) =>
  workDataQuery({
    queryKey: competitionKeys.opportunity(companyId, codigo, scope),
    path: `/competition/opportunities/${encodeURIComponent(codigo)}`,
    query: { companyId, scope },
    schema: opportunityCompetitionResponseSchema,
    errorMessage: 'Error al obtener la competencia de la oportunidad',
  });
