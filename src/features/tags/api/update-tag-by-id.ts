import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { tagKeys } from '@/entities/tag/api/get-tags';
import {
  runTagRequest,
  TAG_SERVICE_MESSAGES,
  tagValidationError,
} from '@/entities/tag/lib/tag-errors';
import type { Tag, TagListItem } from '@/entities/tag/api/tag-schema';
import { apiRequest } from '@/lib/api-client';
import { EditConflictError } from '@/lib/edit-conflict';
import { toast } from '@/lib/toast';

import type { TagFields } from '../lib/tag-form';
import { checkTagInput } from '../lib/tag-input';
import {
  failureToast,
  refreshTags,
  TAG_TOASTS,
  alertsToastDescription,
} from '../lib/tag-mutation-toasts';
import { checkTagUnchanged, currentTag, TAG_CONFLICT_MESSAGES } from '../lib/tag-conflict';
import { tagMutationResponseSchema } from './tag-response-schema';

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

/**
 * The sidebar's save (PUT /tags/{tagId}); the tag's alerts flag travels with it unchanged, so a
 * rename never turns alerts off.
 */
export function useUpdateTagById(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ tag, fields }: { tag: Tag; fields: TagFields }) => {
      // Another tab's change first is told, never overwritten unseen (issue 39).
      await checkTagUnchanged(queryClient, companyId, tag);
      return updateTagById(companyId, tag.id, {
        ...fields,
        receiveNotifications: tag.receiveNotifications,
      });
    },
    onSuccess: () => {
      toast.success(TAG_TOASTS.sidebarUpdated);
      void refreshTags(queryClient);
    },
    onError: failureToast(TAG_TOASTS.saveFailed),
  });
}

type ListSnapshot = [readonly unknown[], TagListItem[] | undefined][];

/**
 * The alerts toggle: on confirm the flag flips at once in every tag list and the toast says so; the
 * flag is saved with PUT /tags/{tagId} (decision 0015). A failure puts it back and says the tag
 * could not be saved.
 */
export function useToggleTagAlerts(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (tag: Tag) => {
      // The flag flips on the tag as it is now: a name or colour another tab gave it stays.
      const current = await currentTag(queryClient, companyId, tag.id);
      if (!current) throw new EditConflictError<Tag>(TAG_CONFLICT_MESSAGES.gone, null);
      return updateTagById(companyId, tag.id, {
        name: current.name,
        color: current.color,
        receiveNotifications: !tag.receiveNotifications,
      });
    },
    onMutate: async (tag) => {
      await queryClient.cancelQueries({ queryKey: tagKeys.lists() });
      const snapshot: ListSnapshot = queryClient.getQueriesData<TagListItem[]>({
        queryKey: tagKeys.lists(),
      });
      queryClient.setQueriesData<TagListItem[]>({ queryKey: tagKeys.lists() }, (items) =>
        items?.map((item) =>
          item.tag.id === tag.id
            ? { ...item, tag: { ...item.tag, receiveNotifications: !tag.receiveNotifications } }
            : item,
        ),
      );
      const on = !tag.receiveNotifications;
      toast.success(on ? TAG_TOASTS.alertsOn : TAG_TOASTS.alertsOff, {
        description: alertsToastDescription(tag, on),
      });
      return { snapshot };
    },
    onError: (error, _tag, context) => {
      for (const [key, items] of context?.snapshot ?? []) queryClient.setQueryData(key, items);
      failureToast(TAG_TOASTS.saveFailed)(error);
    },
    onSettled: () => refreshTags(queryClient),
  });
}
