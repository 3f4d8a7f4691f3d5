import { http } from 'msw';

import { acceptInvitationResponseSchema } from '@/features/auth/api/accept-invitation';
import { invitationResponseSchema } from '@/features/auth/api/get-invitation';
import {
  invitationRegisterFormSchema,
  invitationRegisterResponseSchema,
} from '@/features/auth/api/register-with-invitation';

import { db } from '../../core/database';
import type { MockInvitation } from './records';
import type { MockUser } from '../accounts/records';
import { apiUrl, fail, firstIssue, readFields, readPositiveId, respond } from '../../core/http';
import { findUserByEmail, issueToken, requireUser } from '../../core/session';
import { addMembership, addUser, hashNewPassword, normalizeEmail } from '../accounts/user-rules';

const INVALID = 'La invitación no es válida';
const EXHAUSTED = 'La invitación ha alcanzado su límite máximo de usos';
const OTHER_EMAIL = 'Esta invitación es para otro correo electrónico.';
const EMAIL_TAKEN = 'El correo electrónico ya está en uso.';

type Params = { token: string };

/**
 * The invitation a link names, with its company. A token only counts together with its own
 * company id, so a token cannot be replayed against another company.
 */
function findInvitation(request: Request, token: string) {
  const companyId = readPositiveId(
    new URL(request.url).searchParams.get('companyId'),
    'Invalid company ID provided',
  );
  const invitation = db.state.invitations.find(
    (candidate) => candidate.token === token && candidate.companyId === companyId,
  );
  const company = invitation && db.state.companies.find((entry) => entry.id === companyId);
  if (!invitation || !company || invitation.revoked) throw fail(404, INVALID);
  if (Date.parse(invitation.expiresAt) <= Date.now()) throw fail(410, 'La invitación ha expirado');
  return { invitation, company };
}

const isExhausted = (invitation: MockInvitation) => invitation.usedCount >= invitation.maxCount;

function isForSomeoneElse(invitation: MockInvitation, email: string) {
  return (
    invitation.invitedUserEmail !== null &&
    normalizeEmail(invitation.invitedUserEmail) !== normalizeEmail(email)
  );
}

function isMember(user: MockUser, companyId: number) {
  return db.state.memberships.some(
    (membership) => membership.userId === user.id && membership.companyId === companyId,
  );
}

export const invitationHandlers = [
  http.get<Params>(apiUrl('/users/invitation-link/:token'), ({ request, params }) => {
    const { invitation, company } = findInvitation(request, params.token);
    // A used-up invitation is still a valid answer: the client compares the counts itself.
    return respond(invitationResponseSchema, {
      code: 200,
      message: 'Invitación válida',
      data: {
        usedCount: invitation.usedCount,
        maxCount: invitation.maxCount,
        invitedUserEmail: invitation.invitedUserEmail,
        company: { business_name: company.businessName, rut: company.rut, logo: company.logo },
      },
    });
  }),

  http.post<Params>(
    apiUrl('/users/invitation-link/:token/register'),
    async ({ request, params }) => {
      const { invitation, company } = findInvitation(request, params.token);
      const body = await readFields(
        request,
        ['name', 'email', 'password'],
        'El nombre es requerido',
      );
      const problem = firstIssue(invitationRegisterFormSchema, body);
      if (problem) return fail(400, problem);
      if (isExhausted(invitation)) return fail(409, EXHAUSTED);
      if (isForSomeoneElse(invitation, body.email)) return fail(403, OTHER_EMAIL);

      const credentials = await hashNewPassword(body.password);
      // Re-checked after the hashing await, right before the write, so two requests cannot race.
      if (findUserByEmail(body.email)) return fail(409, EMAIL_TAKEN);
      if (isExhausted(invitation)) return fail(409, EXHAUSTED);

      const user = db.write((state) => {
        // Mock simplification: a personal link proves the address, a generic one does not, yet
        // both accounts start verified so an invited member can sign in straight away.
        const created = addUser(state, {
          name: body.name,
          email: body.email,
          ...credentials,
          emailVerified: true,
          registeredByGoogle: false,
        });
        addMembership(state, created.id, company.id, 'member');
        invitation.usedCount += 1;
        return created;
      });

      return respond(invitationRegisterResponseSchema, {
        code: 200,
        message: `Te uniste al equipo de ${company.businessName}`,
        data: { token: await issueToken(user), name: user.name },
      });
    },
  ),

  http.post<Params>(apiUrl('/users/invitation-link/:token/accept'), async ({ request, params }) => {
    const user = await requireUser(request);
    const { invitation, company } = findInvitation(request, params.token);
    if (isForSomeoneElse(invitation, user.email)) return fail(403, OTHER_EMAIL);
    const answer = () =>
      respond(acceptInvitationResponseSchema, {
        code: 200,
        message: `Te uniste a ${company.businessName}`,
        data: { companyId: company.id, companyName: company.businessName },
      });
    // Accepting twice (a retry, a second tab) is harmless and costs no second use.
    if (isMember(user, company.id)) return answer();
    if (isExhausted(invitation)) return fail(409, EXHAUSTED);
    db.write((state) => {
      addMembership(state, user.id, company.id, 'member');
      invitation.usedCount += 1;
    });
    return answer();
  }),
];
