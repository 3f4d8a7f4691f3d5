import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';
import { runSavedSearchRequest, SAVED_SEARCH_SERVICE_MESSAGES } from '@/lib/service-errors';

import { saveSearchInputSchema } from './create-saved-search';
import { savedSearchResponseSchema } from './saved-search-schema';

export const updateSearchInputSchema = saveSearchInputSchema.extend({
  id: z.number({ error: SAVED_SEARCH_SERVICE_MESSAGES.idRequired }),
});

export type UpdateSearchInput = z.infer<typeof updateSearchInputSchema>;

/**
 * PUT /save-user-query: the saved search with this id, changed ('Error updating search'; no id
 * is a 400 'Search ID is required for update' before sending).
 */
export async function updateSavedSearch(input: UpdateSearchInput) {
  const response = await runSavedSearchRequest('update', () =>
    apiRequest({
      method: 'PUT',
      path: '/save-user-query',
      body: updateSearchInputSchema.parse(input),
      schema: savedSearchResponseSchema,
      timeout: 'user',
    }),
  );
  return response.data;
}
