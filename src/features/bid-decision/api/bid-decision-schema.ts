import { z } from 'zod';

/**
 * The bid decision on an opportunity (decision 0032): Postular, No postular or Revisar, with the
 * reason, who decided and when; one per company and opportunity, the last one standing.
 */

export const BID_DECISIONS = ['postular', 'no_postular', 'revisar'] as const;
export type BidDecisionKind = (typeof BID_DECISIONS)[number];

export const BID_DECISION_LABELS: Readonly<Record<BidDecisionKind, string>> = {
  postular: 'Postular',
  no_postular: 'No postular',
  revisar: 'Revisar',
};

export const REASON_MAX_LENGTH = 500;

export const bidDecisionSchema = z.object({
  decision: z.enum(BID_DECISIONS),
  motivo: z.string(),
  decididoPor: z.object({ id: z.number(), nombre: z.string() }),
  decididoEn: z.string(),
});
export type BidDecision = z.output<typeof bidDecisionSchema>;

/** What PUT takes: a decision and its reason (3 to 500 characters). */
export const bidDecisionInputSchema = z.object({
  decision: z.enum(BID_DECISIONS, { error: 'Elige una decisión' }),
  motivo: z
    .string()
    .trim()
    .min(3, 'Indica el motivo de la decisión')
    .max(REASON_MAX_LENGTH, `El motivo puede tener hasta ${REASON_MAX_LENGTH} caracteres`),
});
export type BidDecisionInput = z.input<typeof bidDecisionInputSchema>;

/** GET answers null while nobody decided. */
export const bidDecisionResponseSchema = z.object({ data: bidDecisionSchema.nullable() });
export const savedBidDecisionResponseSchema = z.object({ data: bidDecisionSchema });

/** One of the company's decisions, with its opportunity's code (the grid's column). */
export const companyBidDecisionSchema = bidDecisionSchema.extend({ codigo: z.string() });
export const bidDecisionListResponseSchema = z.object({ data: z.array(companyBidDecisionSchema) });
