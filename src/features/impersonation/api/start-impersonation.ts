import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';

export const startImpersonationInputSchema = z.object({
  targetUserId: z
    .number({ error: 'Invalid target user ID provided' })
    .int('Invalid target user ID provided')
    .positive('Invalid target user ID provided'),
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
  const input = startImpersonationInputSchema.parse({ targetUserId });
  const response = await apiRequest({
    method: 'POST',
    path: '/users/impersonate',
    body: input,
    schema: startImpersonationResponseSchema,
    timeout: 'user',
  });
  return response.data;
}
