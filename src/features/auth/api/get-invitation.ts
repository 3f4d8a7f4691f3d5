import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';

/** GET /users/invitation-link/{token}?companyId (decision 0007). */
export const invitationSchema = z.object({
  usedCount: z.number(),
  maxCount: z.number(),
  invitedUserEmail: z.string().nullable().optional(),
  company: z.object({
    business_name: z.string(),
    rut: z.string(),
    logo: z.string().nullable().optional(),
  }),
});

export type Invitation = z.infer<typeof invitationSchema>;

export const invitationResponseSchema = z.object({
  code: z.number(),
  message: z.string().optional(),
  data: invitationSchema.nullable().optional(),
});

export const invitationKeys = {
  all: ['invitations'] as const,
  detail: (token: string, companyId: string) => [...invitationKeys.all, token, companyId] as const,
};

export async function getInvitation(token: string, companyId: string, signal?: AbortSignal) {
  return apiRequest({
    path: `/users/invitation-link/${encodeURIComponent(token)}`,
    query: { companyId },
    schema: invitationResponseSchema,
    auth: false,
    timeout: 'user',
    signal,
  });
}

export const invitationQueryOptions = (token: string, companyId: string) =>
  queryOptions({
    queryKey: invitationKeys.detail(token, companyId),
    queryFn: ({ signal }) => getInvitation(token, companyId, signal),
    retry: false,
    meta: { silent: true },
  });

/** Generic invitations have a use limit; personal ones (with an e-mail) are for one person. */
export function isPersonalInvitation(invitation: Invitation) {
  return Boolean(invitation.invitedUserEmail);
}

export function invitationsLeft(invitation: Invitation) {
  return Math.max(0, invitation.maxCount - invitation.usedCount);
}
