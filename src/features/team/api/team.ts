import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';

/**
 * The team's calls the spec does not show (decision 0018): invitation links and removing a
 * member. GET /users/guestUsers is the spec's (§7: page 1, limit 5 by default, data.data).
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
export const createLinkResponseSchema = z.object({ data: invitationLinkSchema });
export const messageResponseSchema = z.object({ message: z.string().optional() });

export const GUEST_PAGE_SIZE = 5;
export const guestUserSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  joinedAt: z.string().nullable(),
});
export type GuestUser = z.output<typeof guestUserSchema>;
export const guestUsersResponseSchema = z.object({
  data: z.object({
    data: z.array(guestUserSchema),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    totalPages: z.number().int().nonnegative(),
  }),
});

export const TEAM_MESSAGES = {
  notOwner: 'Solo el dueño de la empresa puede invitar o quitar integrantes.',
  notYourself: 'No puedes quitarte a ti mismo de la empresa.',
  notTheOwner: 'No se puede quitar al dueño de la empresa.',
  maxCount: 'Indica cuántas personas pueden usar el link (entre 1 y 50).',
} as const;

export const teamKeys = {
  links: (companyId: number) => ['invitation-links', companyId] as const,
  guests: (companyId: number, page: number) => ['guest-users', companyId, page] as const,
  guestsAll: (companyId: number) => ['guest-users', companyId] as const,
};

export const invitationLinksQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: teamKeys.links(companyId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest({
          path: '/users/invitation-links',
          query: { companyId },
          schema: invitationLinksResponseSchema,
          timeout: 'user',
          signal,
        })
      ).data,
  });

export const guestUsersQueryOptions = (companyId: number, page: number) =>
  queryOptions({
    queryKey: teamKeys.guests(companyId, page),
    queryFn: async ({ signal }) =>
      (
        await apiRequest({
          path: '/users/guestUsers',
          query: { page, limit: GUEST_PAGE_SIZE, companyId },
          schema: guestUsersResponseSchema,
          timeout: 'user',
          signal,
        })
      ).data,
  });

/** POST /users/invitation-link?companyId: a generic link (maxCount uses) or a personal one. */
export async function createInvitationLink(
  companyId: number,
  body: { maxCount: number } | { invitedUserEmail: string },
) {
  return (
    await apiRequest({
      method: 'POST',
      path: '/users/invitation-link',
      query: { companyId },
      body,
      schema: createLinkResponseSchema,
      timeout: 'user',
    })
  ).data;
}

/** DELETE /users/invitation-link/{token}?companyId: the link stops working at once. */
export async function revokeInvitationLink(companyId: number, token: string) {
  await apiRequest({
    method: 'DELETE',
    path: `/users/invitation-link/${encodeURIComponent(token)}`,
    query: { companyId },
    schema: messageResponseSchema,
    timeout: 'user',
  });
}

/** DELETE /users/company-member/{userId}?companyId: not yourself, not the owner. */
export async function removeCompanyMember(companyId: number, userId: number) {
  await apiRequest({
    method: 'DELETE',
    path: `/users/company-member/${userId}`,
    query: { companyId },
    schema: messageResponseSchema,
    timeout: 'user',
  });
}
