import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';

import { saveSearchInputSchema } from './create-saved-search';
import { savedSearchResponseSchema } from './saved-search-schema';

export const updateSearchInputSchema = saveSearchInputSchema.extend({
  id: z.number({ error: 'Search ID is required for update' }),
});

export type UpdateSearchInput = z.infer<typeof updateSearchInputSchema>;

/** PUT /save-user-query: the saved search with this id, changed. */
export async function updateSavedSearch(input: UpdateSearchInput) {
  const body = updateSearchInputSchema.parse(input);
  const response = await apiRequest({
    method: 'PUT',
    path: '/save-user-query',
    body,
    schema: savedSearchResponseSchema,
    timeout: 'user',
  });
  return response.data;
}
