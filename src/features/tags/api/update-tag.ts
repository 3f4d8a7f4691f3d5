import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { runTagRequest, TAG_SERVICE_MESSAGES } from '@/entities/tag/lib/tag-errors';
import type { Tag } from '@/entities/tag/api/tag-schema';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';

import type { TagFields } from '../lib/tag-form';
import { tagFieldsSchema } from './create-tag';
import { checkTagInput } from '../lib/tag-input';
import { failureToast, refreshTags, TAG_TOASTS } from '../lib/tag-mutation-toasts';
import { checkTagUnchanged } from '../lib/tag-conflict';
import { tagMutationResponseSchema } from './tag-response-schema';

/** PUT /tags?companyId body: tagId (a number), name, color (decision 0015). */
export const updateTagInputSchema = tagFieldsSchema.extend({
  tagId: z
    .number({ error: TAG_SERVICE_MESSAGES.invalidData })
    .int(TAG_SERVICE_MESSAGES.invalidData)
    .positive(TAG_SERVICE_MESSAGES.invalidData),
});

export type UpdateTagInput = z.input<typeof updateTagInputSchema>;

/** The tag modal's save of an existing tag. */
export async function updateTag(companyId: number, input: UpdateTagInput) {
  const body = checkTagInput(updateTagInputSchema, input);
  const response = await runTagRequest('update', () =>
    apiRequest({
      method: 'PUT',
      path: '/tags',
      query: { companyId },
      body,
      schema: tagMutationResponseSchema,
      timeout: 'tag',
    }),
  );
  return response.data;
}

/** The modal's save of an existing tag (PUT /tags, the id in the body). */
export function useUpdateTag(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ tag, fields }: { tag: Tag; fields: TagFields }) => {
      // Another tab's change first is told, never overwritten unseen (issue 39).
      await checkTagUnchanged(queryClient, companyId, tag);
      return updateTag(companyId, { tagId: Number(tag.id), ...fields });
    },
    onSuccess: () => {
      toast.success(TAG_TOASTS.updated);
      void refreshTags(queryClient);
    },
    onError: failureToast(TAG_TOASTS.saveFailed),
  });
}
