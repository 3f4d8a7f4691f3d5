import { describe, expect, it } from 'vitest';

import { getMe } from '@/entities/user/api/get-me';
import { verifyGoogleIdToken } from '@/features/auth/api/verify-google-id-token';
import { login } from '@/features/auth/api/log-in';
import { register } from '@/features/auth/api/register-account';
import { storeSession } from '@/lib/session';

import { signToken } from '../../core/crypto';
import { db } from '../../core/database';
import {
  createMockGoogleIdToken,
  GOOGLE_MOCK_SECRET,
  verifyMockGoogleIdToken,
} from './google-id-tokens';
import { failure, rawRequest } from '@/testing/mock-handlers';

const VALENTINA = { email: 'Valentina.Araya@gmail.com', name: 'Valentina Araya', sub: '1098' };
const INVALID = 'Token de Google inválido';

describe('mock Google ID tokens', () => {
  it('carry Google-shaped claims and verify only with the mock secret', async () => {
    const idToken = await createMockGoogleIdToken(VALENTINA);
    await expect(verifyMockGoogleIdToken(idToken)).resolves.toEqual({
      iss: 'https://accounts.google.com',
      sub: '1098',
      email: 'valentina.araya@gmail.com',
      email_verified: true,
      name: 'Valentina Araya',
    });
    await expect(verifyMockGoogleIdToken(`${idToken.slice(0, -2)}xx`)).resolves.toBeNull();
  });
});

describe('mock API: Google sign-in', () => {
  it('creates a verified account without a company on first sign-in, then reuses it', async () => {
    const idToken = await createMockGoogleIdToken(VALENTINA);
    const answer = await verifyGoogleIdToken(idToken);
    expect(answer).toEqual({
      token: expect.any(String),
      user: { name: 'Valentina Araya', email: 'valentina.araya@gmail.com' },
      sessionUser: expect.objectContaining({ name: 'Valentina Araya', companies: [] }),
    });
    const user = db.state.users.find(
      (candidate) => candidate.email === 'valentina.araya@gmail.com',
    )!;
    expect(user).toMatchObject({
      registeredByGoogle: true,
      emailVerified: true,
      planId: 1,
      profile: null,
    });

    storeSession(answer.token);
    const me = await getMe();
    expect(me).toMatchObject({ id: user.id, name: 'Valentina Araya', planId: 1, companies: [] });
    // The answer's whole user is what /users/me says (the session's first read: decision 0003).
    expect(answer.sessionUser).toEqual(me);

    const usersBefore = db.state.users.length;
    const again = await verifyGoogleIdToken(await createMockGoogleIdToken(VALENTINA));
    expect(again.user?.name).toBe('Valentina Araya');
    expect(db.state.users).toHaveLength(usersBefore);
  });

  it('signs an existing account in by its e-mail', async () => {
    const answer = await verifyGoogleIdToken(
      await createMockGoogleIdToken({ email: 'DEMO@oportuna.cl', name: 'Dani M.' }),
    );
    expect(answer.user).toEqual({ name: 'Daniela Muñoz Rojas', email: 'demo@oportuna.cl' });
    storeSession(answer.token);
    expect(await getMe()).toMatchObject({
      id: 1,
      companies: [expect.objectContaining({ companyId: 1 })],
    });
  });

  it('verifies the e-mail of an account that had not confirmed it', async () => {
    await register({
      name: 'Ignacio Pérez',
      businessName: 'Constructora Maule SpA',
      rut: '76.111.222-8',
      email: 'ignacio@maule.cl',
      password: 'Maule2026',
      confirmPassword: 'Maule2026',
    });
    expect(
      await failure(login({ email: 'ignacio@maule.cl', password: 'Maule2026' })),
    ).toMatchObject({ status: 403 });
    await verifyGoogleIdToken(
      await createMockGoogleIdToken({ email: 'ignacio@maule.cl', name: 'Ignacio Pérez' }),
    );
    await expect(login({ email: 'ignacio@maule.cl', password: 'Maule2026' })).resolves.toBeTruthy();
  });

  it('answers 401 for a token Google did not sign, an expired one or a foreign issuer', async () => {
    const good = await createMockGoogleIdToken(VALENTINA);
    const claims = {
      iss: 'https://accounts.google.com',
      sub: '1',
      email: 'valentina.araya@gmail.com',
      email_verified: true,
      name: 'Valentina Araya',
    };
    const bad = [
      `${good.slice(0, -2)}xx`,
      'no-es-un-jwt',
      await signToken(claims, 'otro-secreto'),
      await createMockGoogleIdToken(VALENTINA, { now: Date.now() - 2 * 60 * 60 * 1000 }),
      await signToken({ ...claims, iss: 'https://example.com' }, GOOGLE_MOCK_SECRET),
      await signToken({ ...claims, email_verified: false }, GOOGLE_MOCK_SECRET),
      // A session token of this server is no Google token.
      await signToken({ sub: 1, email: 'demo@oportuna.cl' }, db.state.secret),
    ];
    for (const idToken of bad) {
      expect(await failure(verifyGoogleIdToken(idToken))).toMatchObject({
        status: 401,
        message: INVALID,
      });
    }
    expect(db.state.users.some((user) => user.email === 'valentina.araya@gmail.com')).toBe(false);
  });

  it.each([[{ idToken: '  ' }], [{}], [{ idToken: 7 }]])(
    'answers 400 for the body %j',
    async (body) => {
      expect(await failure(rawRequest('POST', '/auth/google/verify', body))).toMatchObject({
        status: 400,
        message: 'Token de Google es requerido',
      });
    },
  );
});
