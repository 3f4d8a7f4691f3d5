import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';

import { teamKeys } from './team-keys';

/**
 * GET /users/invitation-links?companyId: the company's active links, and whether the user may
 * manage them (the owner). A call the spec does not show (decision 0018).
 */
export const invitationLinkSchema = z.object({
  token: z.string(),
  invitedUserEmail: z.string().nullable(),
  usedCount: z.number().int().nonnegative(),
  maxCount: z.number().int().positive(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type InvitationLink = z.output<typeof invitationLinkSchema>;

export const invitationLinksResponseSchema = z.object({
  data: z.object({ canManage: z.boolean(), links: z.array(invitationLinkSchema) }),
});

export async function getInvitationLinks(companyId: number, signal?: AbortSignal) {
  const response = await apiRequest({
    path: '/users/invitation-links',
    query: { companyId },
    schema: invitationLinksResponseSchema,
    timeout: 'user',
    signal,
  });
  return response.data;
}

export const invitationLinksQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: teamKeys.links(companyId),
    queryFn: ({ signal }) => getInvitationLinks(companyId, signal),
  });
