import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { runTagRequest, TAG_SERVICE_MESSAGES } from '@/entities/tag/lib/tag-errors';
import { TAG_SERVICE_DEFAULT_COLOR } from '@/entities/tag/api/tag-schema';
import { apiRequest } from '@/lib/api-client';
import { createOnce } from '@/lib/idempotency';
import { HEX_COLOR_PATTERN } from '@/lib/color';
import { toast } from '@/lib/toast';

import { checkTagInput } from '../lib/tag-input';
import { failureToast, refreshTags, TAG_TOASTS } from '../lib/tag-mutation-toasts';
import { tagMutationResponseSchema } from './tag-response-schema';

const invalid = TAG_SERVICE_MESSAGES.invalidData;

/**
 * A tag's name and colour as the tag service sends them (decision 0015): both trimmed, an empty
 * colour becomes #6366f1, then the name must be non-empty and the colour #RRGGBB.
 */
export const tagFieldsSchema = z.object({
  name: z.string({ error: invalid }).trim().min(1, invalid),
  color: z
    .string({ error: invalid })
    .trim()
    .transform((color) => color || TAG_SERVICE_DEFAULT_COLOR)
    .pipe(z.string().regex(HEX_COLOR_PATTERN, invalid)),
});

/**
 * POST /tags?companyId body: name, color, opportunityCode. With an opportunity the tag is put on
 * it; a name the company already uses puts that tag on it rather than making a second one (decision
 * 0015), which is how the picker tags an opportunity.
 */
export const createTagInputSchema = tagFieldsSchema.extend({
  opportunityCode: z
    .string()
    .trim()
    .optional()
    .transform((code) => code || undefined),
});

export type CreateTagInput = z.input<typeof createTagInputSchema>;

export async function createTag(companyId: number, input: CreateTagInput) {
  const body = checkTagInput(createTagInputSchema, input);
  const response = await runTagRequest('create', () =>
    createOnce(`POST /tags ${companyId}`, body, (idempotencyKey) =>
      apiRequest({
        method: 'POST',
        path: '/tags',
        query: { companyId },
        body,
        schema: tagMutationResponseSchema,
        timeout: 'tag',
        idempotencyKey,
      }),
    ),
  );
  return response.data;
}

/** The modal's create (POST /tags); with an opportunity code the tag goes on it too. */
export function useCreateTag(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTagInput) => createTag(companyId, input),
    onSuccess: () => {
      toast.success(TAG_TOASTS.created);
      void refreshTags(queryClient);
    },
    onError: failureToast(TAG_TOASTS.saveFailed),
  });
}
