import { useMutation, useQueryClient } from '@tanstack/react-query';

import {
  runTagRequest,
  TAG_SERVICE_MESSAGES,
  tagValidationError,
} from '@/entities/tag/lib/tag-errors';
import type { Tag } from '@/entities/tag/api/tag-schema';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';

import { failureToast, refreshTags, TAG_TOASTS } from '../lib/tag-mutation-toasts';
import { tagMessageResponseSchema } from './tag-response-schema';

/**
 * DELETE /tags/{tagId}?companyId (decision 0015): the tag goes, and with it from every
 * opportunity that carried it. A 404 reads 'La etiqueta no fue encontrada.'
 */
export async function deleteTag(companyId: number, tagId: string) {
  if (typeof tagId !== 'string' || !tagId.trim()) {
    throw tagValidationError(TAG_SERVICE_MESSAGES.tagIdRequired);
  }
  return runTagRequest('delete', () =>
    apiRequest({
      method: 'DELETE',
      path: `/tags/${encodeURIComponent(tagId.trim())}`,
      query: { companyId },
      schema: tagMessageResponseSchema,
      timeout: 'tag',
    }),
  );
}

/** DELETE /tags/{tagId}: the tag, from every opportunity too. */
export function useDeleteTag(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tag: Tag) => deleteTag(companyId, tag.id),
    onSuccess: () => {
      toast.success(TAG_TOASTS.deleted);
      void refreshTags(queryClient);
    },
    onError: failureToast(TAG_TOASTS.deleteFailed),
  });
}
