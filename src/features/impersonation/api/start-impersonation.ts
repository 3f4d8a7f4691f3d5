import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';
import { ID_MESSAGES, runUserRequest } from '@/lib/service-errors';

export const startImpersonationInputSchema = z.object({
  targetUserId: z
    .number({ error: ID_MESSAGES.targetUserId })
    .int(ID_MESSAGES.targetUserId)
    .positive(ID_MESSAGES.targetUserId),
});

/** The answer must contain data (decision 0007): the token to act with and who it is. */
export const startImpersonationResponseSchema = z.object({
  message: z.string().optional(),
  data: z.object({
    token: z.string().min(1),
    user: z.object({ id: z.number(), name: z.string() }),
  }),
});

export async function requestImpersonation(targetUserId: number) {
  const response = await runUserRequest('impersonate', () =>
    apiRequest({
      method: 'POST',
      path: '/users/impersonate',
      body: startImpersonationInputSchema.parse({ targetUserId }),
      schema: startImpersonationResponseSchema,
      timeout: 'user',
    }),
  );
  return response.data;
}
