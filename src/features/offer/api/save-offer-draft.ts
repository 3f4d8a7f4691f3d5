import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';

import { offerDraftKeys } from './offer-draft-keys';
import { offerDraftSchema } from './offer-schema';

/** What PUT takes: the whole draft, its time stamp set by the server. */
export const offerDraftInputSchema = offerDraftSchema.omit({ updatedAt: true });
export type OfferDraftInput = z.input<typeof offerDraftInputSchema>;

const savedOfferDraftResponseSchema = z.object({ data: offerDraftSchema });

/** PUT /opportunities/{codigo}/offer?companyId: replaces the anexos; answers them as saved. */
export async function saveOfferDraft(companyId: number, codigo: string, input: OfferDraftInput) {
  const body = offerDraftInputSchema.parse(input);
  const answer = await apiRequest({
    service: 'core',
    method: 'PUT',
    path: `/opportunities/${encodeURIComponent(codigo)}/offer`,
    query: { companyId },
    body,
    schema: savedOfferDraftResponseSchema,
    timeout: 'activity',
  });
  return answer.data;
}

export function useSaveOfferDraft(companyId: number, codigo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OfferDraftInput) => saveOfferDraft(companyId, codigo, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(offerDraftKeys.one(companyId, codigo), saved);
    },
  });
}
