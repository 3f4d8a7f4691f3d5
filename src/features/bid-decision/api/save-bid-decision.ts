import { useMutation, useQueryClient } from '@tanstack/react-query';

import { activityKeys } from '@/entities/activity/api/activity-keys';
import { apiRequest } from '@/lib/api-client';

import { bidDecisionKeys } from './bid-decision-keys';
import {
  bidDecisionInputSchema,
  savedBidDecisionResponseSchema,
  type BidDecisionInput,
} from './bid-decision-schema';

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
