import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';
import { createOnce } from '@/lib/idempotency';
import { runSavedSearchRequest } from '@/lib/service-errors';
import { searchJsonSchema } from '@/lib/search-json';

import { NOTIFICATION_TIMES, savedSearchResponseSchema } from './saved-search-schema';

/** Save payload (decision 0008); update also carries id. */
export const saveSearchInputSchema = z.object({
  name: z.string().trim().min(1, 'El nombre de la búsqueda es obligatorio.'),
  jsonData: searchJsonSchema,
  sendEmail: z.boolean(),
  notifyUserIds: z.array(z.number()),
  notificationTimes: z.array(z.enum(NOTIFICATION_TIMES)),
  companyId: z.number(),
});

export type SaveSearchInput = z.infer<typeof saveSearchInputSchema>;

/** POST /save-user-query?companyId: stores a new saved search ('Error saving search'). */
export async function createSavedSearch(input: SaveSearchInput) {
  const response = await runSavedSearchRequest('create', () => {
    const body = saveSearchInputSchema.parse(input);
    // Safe to repeat: a retry after a lost answer gets the first one (issue 39).
    return createOnce(`POST /save-user-query ${body.companyId}`, body, (idempotencyKey) =>
      apiRequest({
        method: 'POST',
        path: '/save-user-query',
        query: { companyId: body.companyId },
        body,
        schema: savedSearchResponseSchema,
        timeout: 'user',
        idempotencyKey,
      }),
    );
  });
  return response.data;
}
