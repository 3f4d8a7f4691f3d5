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

export const bidDecisionKeys = {
  one: (companyId: number, codigo: string) => ['bid-decision', companyId, codigo] as const,
};

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
      // The feed records it.
      void queryClient.invalidateQueries({ queryKey: activityKeys.all });
    },
  });
}
