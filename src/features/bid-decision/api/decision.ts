import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { activityKeys } from '@/entities/activity/api/activity-keys';
import { apiRequest } from '@/lib/api-client';

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
export type CompanyBidDecision = z.output<typeof companyBidDecisionSchema>;
export const bidDecisionListResponseSchema = z.object({ data: z.array(companyBidDecisionSchema) });

/** The bid decision's cache keys: its decisions, their outcomes and each scorecard. */
export const bidDecisionKeys = {
  list: (companyId: number) => ['bid-decisions', companyId] as const,
  one: (companyId: number, codigo: string) => ['bid-decision', companyId, codigo] as const,
  /** Under the list's key: refreshing the decisions refreshes what they came to. */
  outcomes: (companyId: number) => [...bidDecisionKeys.list(companyId), 'outcomes'] as const,
  scorecard: (companyId: number, codigo: string) => ['scorecard', companyId, codigo] as const,
};

/** GET /bid-decisions?companyId: every decision of the company, newest first. */
export const bidDecisionsQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: bidDecisionKeys.list(companyId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest({
          path: '/bid-decisions',
          query: { companyId },
          schema: bidDecisionListResponseSchema,
          timeout: 'activity',
          signal,
        })
      ).data,
    staleTime: 60_000,
    meta: { silent: true },
  });

/** GET /opportunities/{codigo}/decision?companyId. */
export const bidDecisionQueryOptions = (companyId: number, codigo: string) =>
  queryOptions({
    queryKey: bidDecisionKeys.one(companyId, codigo),
    queryFn: async ({ signal }) =>
      (
        await apiRequest({
          path: `/opportunities/${encodeURIComponent(codigo)}/decision`,
          query: { companyId },
          schema: bidDecisionResponseSchema,
          timeout: 'activity',
          signal,
        })
      ).data,
    meta: { silent: true },
  });

/** PUT /opportunities/{codigo}/decision?companyId { decision, motivo }: the decision as saved. */
export async function saveBidDecision(companyId: number, codigo: string, input: BidDecisionInput) {
  const body = bidDecisionInputSchema.parse(input);
  const answer = await apiRequest({
    method: 'PUT',
    path: `/opportunities/${encodeURIComponent(codigo)}/decision`,
    query: { companyId },
    body,
    schema: savedBidDecisionResponseSchema,
    timeout: 'activity',
  });
  return answer.data;
}

export function useSaveBidDecision(companyId: number, codigo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BidDecisionInput) => saveBidDecision(companyId, codigo, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(bidDecisionKeys.one(companyId, codigo), saved);
      void queryClient.invalidateQueries({ queryKey: bidDecisionKeys.list(companyId) });
      // The feed records it.
      void queryClient.invalidateQueries({ queryKey: activityKeys.all });
    },
  });
}
