import {
  runTagRequest,
  TAG_SERVICE_MESSAGES,
  tagValidationError,
} from '@/entities/tag/api/tag-errors';
import { apiRequest } from '@/lib/api-client';

import { tagMessageResponseSchema } from './tag-responses';

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
