import { http } from 'msw';
import { z } from 'zod';

import { createLinkResponseSchema } from '@/features/team/api/create-invitation-link';
import { guestUsersResponseSchema } from '@/features/team/api/get-guest-users';
import { invitationLinksResponseSchema } from '@/features/team/api/get-invitation-links';
import { TEAM_MESSAGES } from '@/features/team/lib/team-messages';
import { messageResponseSchema } from '@/features/team/api/team-response-schema';

import { createdOnce } from '../../core/idempotency';
import { randomToken } from '../../core/crypto';
import { db } from '../../core/database';
import type { MockInvitation } from './records';
import type { MockUser } from '../accounts/records';
import { apiUrl, fail, readBody, readPositiveId, respond } from '../../core/http';
import { requireCompany, requireUser } from '../../core/session';

/*
 * The team's calls (decision 0018): invitation links over the invitations area (so a link opens
 * the invitation screen and can be accepted), guest users, and removing a member.
 */
const LINK_DAYS = 30;

const isOwner = (user: MockUser, companyId: number) =>
  db.state.memberships.some(
    (entry) => entry.userId === user.id && entry.companyId === companyId && entry.role === 'owner',
  );

const toLink = (invitation: MockInvitation) => ({
  token: invitation.token,
  invitedUserEmail: invitation.invitedUserEmail,
  usedCount: invitation.usedCount,
  maxCount: invitation.maxCount,
  createdAt: invitation.createdAt ?? invitation.expiresAt,
  expiresAt: invitation.expiresAt,
});

const createSchema = z.union([
  z.object({
    invitedUserEmail: z.string().trim().pipe(z.email('Ingrese un correo electrónico válido')),
  }),
  z.object({
    maxCount: z.number().int().min(1, TEAM_MESSAGES.maxCount).max(50, TEAM_MESSAGES.maxCount),
  }),
]);

export const teamHandlers = [
  http.get(apiUrl('/users/invitation-links'), async ({ request }) => {
    const user = await requireUser(request);
    const company = requireCompany(user, new URL(request.url).searchParams.get('companyId'));
    const canManage = isOwner(user, company.id);
    const now = Date.now();
    const links = canManage
      ? db.state.invitations
          .filter(
            (entry) =>
              entry.companyId === company.id &&
              !entry.revoked &&
              Date.parse(entry.expiresAt) > now &&
              entry.usedCount < entry.maxCount,
          )
          .map(toLink)
      : [];
    return respond(invitationLinksResponseSchema, { data: { canManage, links } });
  }),

  http.post(
    apiUrl('/users/invitation-link'),
    createdOnce(async ({ request }) => {
      const user = await requireUser(request);
      const company = requireCompany(user, new URL(request.url).searchParams.get('companyId'));
      if (!isOwner(user, company.id)) return fail(403, TEAM_MESSAGES.notOwner);
      const body = await readBody(request, createSchema, TEAM_MESSAGES.maxCount);
      const now = new Date();
      const invitation = db.write((state) => {
        const created: MockInvitation = {
          token: randomToken(),
          companyId: company.id,
          invitedUserEmail: 'invitedUserEmail' in body ? body.invitedUserEmail.toLowerCase() : null,
          usedCount: 0,
          maxCount: 'maxCount' in body ? body.maxCount : 1,
          createdBy: user.id,
          createdAt: now.toISOString(),
          expiresAt: new Date(now.getTime() + LINK_DAYS * 86_400_000).toISOString(),
        };
        state.invitations.push(created);
        return created;
      });
      return respond(createLinkResponseSchema, { data: toLink(invitation) }, { status: 201 });
    }),
  ),

  http.delete(apiUrl('/users/invitation-link/:token'), async ({ request, params }) => {
    const user = await requireUser(request);
    const company = requireCompany(user, new URL(request.url).searchParams.get('companyId'));
    if (!isOwner(user, company.id)) return fail(403, TEAM_MESSAGES.notOwner);
    const found = db.state.invitations.find(
      (entry) => entry.token === params.token && entry.companyId === company.id && !entry.revoked,
    );
    if (!found) return fail(404, 'La invitación no es válida');
    db.write(() => {
      found.revoked = true;
    });
    return respond(messageResponseSchema, { message: 'Link revocado' });
  }),

  http.get(apiUrl('/users/guestUsers'), async ({ request }) => {
    const user = await requireUser(request);
    const params = new URL(request.url).searchParams;
    const company = requireCompany(user, params.get('companyId'));
    const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
    const limit = Math.min(100, Math.max(1, Number(params.get('limit') ?? 5) || 5));
    const guests = db.state.memberships
      .filter((entry) => entry.companyId === company.id && entry.role === 'member')
      .flatMap((entry) => {
        const member = db.state.users.find((candidate) => candidate.id === entry.userId);
        return member
          ? [{ id: member.id, name: member.name, email: member.email, joinedAt: null }]
          : [];
      })
      .sort((a, b) => a.name.localeCompare(b.name, 'es'));
    const totalPages = Math.ceil(guests.length / limit);
    return respond(guestUsersResponseSchema, {
      data: {
        data: guests.slice((page - 1) * limit, page * limit),
        total: guests.length,
        page,
        totalPages,
      },
    });
  }),

  http.delete(apiUrl('/users/company-member/:userId'), async ({ request, params }) => {
    const user = await requireUser(request);
    const company = requireCompany(user, new URL(request.url).searchParams.get('companyId'));
    if (!isOwner(user, company.id)) return fail(403, TEAM_MESSAGES.notOwner);
    const userId = readPositiveId(String(params.userId), 'Invalid user ID provided');
    if (userId === user.id) return fail(400, TEAM_MESSAGES.notYourself);
    const membership = db.state.memberships.find(
      (entry) => entry.userId === userId && entry.companyId === company.id,
    );
    if (!membership) return fail(404, 'Usuario no encontrado.');
    if (membership.role === 'owner') return fail(400, TEAM_MESSAGES.notTheOwner);
    db.write((state) => {
      state.memberships = state.memberships.filter((entry) => entry !== membership);
    });
    return respond(messageResponseSchema, { message: 'Integrante quitado' });
  }),
];
