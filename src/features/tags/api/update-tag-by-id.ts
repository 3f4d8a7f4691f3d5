import { z } from 'zod';

import {
  runTagRequest,
  TAG_SERVICE_MESSAGES,
  tagValidationError,
} from '@/entities/tag/api/tag-errors';
import { apiRequest } from '@/lib/api-client';

import { checkTagInput } from './tag-input';
import { tagMutationResponseSchema } from './tag-responses';

/**
 * PUT /tags/{tagId}?companyId body: name, color and, for the alerts toggle, receiveNotifications
 * (decision 0015: the spec does not show whether the flag is saved).
 */
export const updateTagByIdInputSchema = z.object({
  name: z
    .string({ error: TAG_SERVICE_MESSAGES.nameRequired })
    .trim()
    .min(1, TAG_SERVICE_MESSAGES.nameRequired),
  color: z
    .string({ error: TAG_SERVICE_MESSAGES.colorRequired })
    .trim()
    .min(1, TAG_SERVICE_MESSAGES.colorRequired),
  receiveNotifications: z.boolean().optional(),
});

export type UpdateTagByIdInput = z.input<typeof updateTagByIdInputSchema>;

/** Update by id: the id is the tag's string id (decision 0015). */
export async function updateTagById(companyId: number, tagId: string, input: UpdateTagByIdInput) {
  if (typeof tagId !== 'string' || !tagId.trim()) {
    throw tagValidationError(TAG_SERVICE_MESSAGES.tagIdRequired);
  }
  const body = checkTagInput(updateTagByIdInputSchema, input);
  const response = await runTagRequest('update', () =>
    apiRequest({
      method: 'PUT',
      path: `/tags/${encodeURIComponent(tagId.trim())}`,
      query: { companyId },
      body,
      schema: tagMutationResponseSchema,
      timeout: 'tag',
    }),
  );
  return response.data;
}
