import { z } from 'zod';

import { workDataQuery } from '@/lib/work-data-query';

import { BID_DECISIONS, bidDecisionSchema } from './bid-decision-schema';
import { bidDecisionKeys } from './bid-decision-keys';

/**
 * GET /bid-decisions/outcomes?companyId (decision 0033): each of the company's decisions with
 * what became of its opportunity, judged by the server from what it knows:
 * - `postular`: `acertada` when the bid won, `no_acertada` when it lost, `no_postulada` when the
 *   opportunity closed with no bid from the company;
 * - `no_postular`: `acertada` when nobody was awarded (deserted or revoked) or the award went
 *   under the company's usual prices for the same lines, `no_acertada` when at its usual prices
 *   it would have been cheaper, `sin_datos` when it has no usual price for any line;
 * - `pendiente` while the opportunity is open or in evaluation, and for every `revisar`.
 */

export const OUTCOME_STATES = [
  'abierta',
  'en_evaluacion',
  'adjudicada',
  'desierta',
  'revocada',
] as const;
export type OutcomeState = (typeof OUTCOME_STATES)[number];

export const DECISION_VERDICTS = [
  'acertada',
  'no_acertada',
  'sin_datos',
  'pendiente',
  'no_postulada',
] as const;
export type DecisionVerdict = (typeof DECISION_VERDICTS)[number];

export const decisionOutcomeSchema = bidDecisionSchema.extend({
  codigo: z.string(),
  nombre: z.string(),
  comprador: z.string(),
  decision: z.enum(BID_DECISIONS),
  estado: z.enum(OUTCOME_STATES),
  /** Whether the company sent a bid, and what became of it (null: no bid). */
  resultado: z.enum(['ganada', 'perdida', 'pendiente']).nullable(),
  adjudicadoA: z.string().nullable(),
  montoAdjudicado: z.number().int().nonnegative().nullable(),
  /**
   * The lines the company has a usual price for: their total at its usual prices and at the
   * winner's (null: not awarded, or no line with a usual price).
   */
  comparacion: z
    .object({
      nuestro: z.number().int().nonnegative(),
      ganador: z.number().int().nonnegative(),
    })
    .nullable(),
  evaluacion: z.enum(DECISION_VERDICTS),
});
export type DecisionOutcome = z.output<typeof decisionOutcomeSchema>;

export const decisionOutcomesResponseSchema = z.object({ data: z.array(decisionOutcomeSchema) });

export const decisionOutcomesQueryOptions = (companyId: number) =>
  workDataQuery({
    queryKey: bidDecisionKeys.outcomes(companyId),
    path: '/bid-decisions/outcomes',
    query: { companyId },
    schema: decisionOutcomesResponseSchema,
    errorMessage: 'Error al obtener las decisiones',
  });
