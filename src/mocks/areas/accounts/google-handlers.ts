import { http } from 'msw';

import { googleVerifyResponseSchema } from '@/features/auth/api/verify-google-id-token';

import { randomToken } from '../../core/crypto';
import { db } from '../../core/database';
import { type MockGoogleClaims, verifyMockGoogleIdToken } from './google-id-tokens';
import { apiUrl, fail, readFields, respond } from '../../core/http';
import { findUserByEmail, issueToken } from '../../core/session';
import { addUser, hashNewPassword } from './user-rules';
import { toApiUser } from './user-handlers';

const TOKEN_REQUIRED = 'Token de Google es requerido';

/** A first Google sign-in opens a plan-básico account without a company. */
async function createGoogleUser(claims: MockGoogleClaims) {
  // Nobody knows this password: the account signs in with Google, or sets one with a reset.
  const credentials = await hashNewPassword(randomToken(24));
  // Looked up again after the await, so two sign-ins in a row cannot create the user twice.
  return (
    findUserByEmail(claims.email) ??
    db.write((state) =>
      addUser(state, {
        name: claims.name.trim() || claims.email,
        email: claims.email,
        ...credentials,
        emailVerified: true,
        registeredByGoogle: true,
      }),
    )
  );
}

export const googleHandlers = [
  http.post(apiUrl('/auth/google/verify'), async ({ request }) => {
    const { idToken } = await readFields(request, ['idToken'], TOKEN_REQUIRED);
    if (!idToken.trim()) return fail(400, TOKEN_REQUIRED);
    const claims = await verifyMockGoogleIdToken(idToken);
    if (!claims) return fail(401, 'Token de Google inválido');

    const user = findUserByEmail(claims.email) ?? (await createGoogleUser(claims));
    if (!user.emailVerified) {
      // Google vouches for the address, which is all the verification e-mail would prove.
      db.write(() => {
        user.emailVerified = true;
      });
    }

    return respond(googleVerifyResponseSchema, {
      message: '¡Autenticación exitosa!',
      data: { token: await issueToken(user), user: toApiUser(user) },
    });
  }),
];
