import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';

/**
 * An existing user joins the company of a pending invitation after signing in. The spec names
 * no endpoint for it; this one is ours (decision 0007).
 */
export const acceptInvitationResponseSchema = z.object({
  code: z.number(),
  message: z.string().optional(),
  data: z.object({ companyId: z.number(), companyName: z.string() }),
});

export async function acceptInvitation(token: string, companyId: string) {
  const response = await apiRequest({
    method: 'POST',
    path: `/users/invitation-link/${encodeURIComponent(token)}/accept`,
    query: { companyId },
    body: {},
    schema: acceptInvitationResponseSchema,
    timeout: 'user',
  });
  return response.data;
}
