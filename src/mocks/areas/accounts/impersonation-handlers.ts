import { http } from 'msw';

import {
  startImpersonationInputSchema,
  startImpersonationResponseSchema,
} from '@/features/impersonation/api/start-impersonation';

import { apiUrl, fail, readBody, respond } from '../../core/http';
import { issueToken, requireUser } from '../../core/session';
import { materialiseUser } from './user-admin-handlers';

const INVALID_TARGET = 'Invalid target user ID provided';

export const impersonationHandlers = [
  http.post(apiUrl('/users/impersonate'), async ({ request }) => {
    const caller = await requireUser(request);
    // The token's subject decides: while impersonating, the caller is the target, so an
    // impersonation cannot be chained from a regular user's session.
    if (caller.profile !== 'supervisor' && caller.profile !== 'admin') {
      return fail(403, 'No tiene permisos para suplantar usuarios.');
    }
    const { targetUserId } = await readBody(request, startImpersonationInputSchema, INVALID_TARGET);
    // A customer of the generated directory becomes an account when staff act as it.
    const target = materialiseUser(targetUserId);
    if (!target) return fail(404, 'Target user not found.');
    if (target.id === caller.id) return fail(400, 'No puedes suplantarte a ti mismo.');

    return respond(startImpersonationResponseSchema, {
      message: 'Suplantación iniciada',
      data: {
        token: await issueToken(target, caller.id),
        user: { id: target.id, name: target.name },
      },
    });
  }),
];
