import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { getMe } from '@/entities/user/api/get-me';
import { login } from '@/features/auth/api/log-in';
import { isSupervisor } from '@/entities/user/lib/permissions';
import { apiRequest } from '@/lib/api-client';
import { storeSession } from '@/lib/session';

import { signToken } from '../../core/crypto';
import { db } from '../../core/database';
import { DEMO_ACCOUNTS } from './seed';
import { faults } from '../../core/faults';
import { failure } from '@/testing/mock-handlers';

describe('mock API: sign-in and user info', () => {
  it('signs a demo account in and answers /users/me with its companies', async () => {
    const { token, name, user } = await login({ email: 'DEMO@oportuna.cl ', password: 'Demo1234' });
    expect(name).toBe(DEMO_ACCOUNTS.demo.name);
    storeSession(token);
    const me = (await getMe())!;
    // The login's user is the whole user /users/me answers (the session's first read).
    expect(user).toEqual(me);
    expect(me).toMatchObject({ email: 'demo@oportuna.cl', profile: null, planId: 1 });
    expect(me.companies).toEqual([
      expect.objectContaining({
        companyId: 1,
        businessName: 'Comercial Andes SpA',
        rut: '765432103',
      }),
    ]);
    expect(isSupervisor(me)).toBe(false);
  });

  it('gives the supervisor two companies and the admin the admin profile', async () => {
    storeSession((await login({ email: 'supervisor@oportuna.cl', password: 'Super1234' })).token);
    const supervisor = (await getMe())!;
    expect(supervisor.companies).toHaveLength(2);
    expect(isSupervisor(supervisor)).toBe(true);

    storeSession((await login({ email: 'admin@oportuna.cl', password: 'Admin1234' })).token);
    expect((await getMe())!.profile).toBe('admin');
  });

  it("answers a wrong password with 401 'Credenciales inválidas'", async () => {
    const error = await failure(login({ email: 'demo@oportuna.cl', password: 'demo1234' }));
    expect(error).toMatchObject({ status: 401, message: 'Credenciales inválidas' });
  });

  it('validates the login body as the service layer does', async () => {
    const error = await failure(
      apiRequest({
        method: 'POST',
        path: '/users/login',
        body: { email: 'demo@oportuna.cl' },
        schema: z.unknown(),
        auth: false,
      }),
    );
    expect(error).toMatchObject({ status: 400, message: 'Email y contraseña son requeridos' });
  });

  it('refuses a tampered, expired or foreign token with 401', async () => {
    const { token } = await login({ email: 'demo@oportuna.cl', password: 'Demo1234' });
    const tampered = `${token.slice(0, -2)}xx`;
    const expired = await signToken({ sub: 1, email: 'demo@oportuna.cl' }, db.state.secret, {
      now: Date.now() - 9 * 60 * 60 * 1000,
    });
    const foreign = await signToken({ sub: 1, email: 'demo@oportuna.cl' }, 'another-server');
    for (const bad of [tampered, expired, foreign]) {
      storeSession(bad);
      const error = await failure(getMe());
      expect(error.status).toBe(401);
    }
  });

  it('invalidates old tokens when the mock database is reset', async () => {
    const { token } = await login({ email: 'demo@oportuna.cl', password: 'Demo1234' });
    await db.reset();
    storeSession(token);
    expect((await failure(getMe())).status).toBe(401);
  });
});

describe('mock API: fault injection', () => {
  it('breaks the chosen endpoint the chosen number of times, then recovers', async () => {
    storeSession((await login({ email: 'demo@oportuna.cl', password: 'Demo1234' })).token);
    faults.add({ kind: 'server-error', path: '/users/me', times: 1 });
    expect((await failure(getMe())).status).toBe(500);
    await expect(getMe()).resolves.toMatchObject({ email: 'demo@oportuna.cl' });
    expect(faults.get().rules).toEqual([]);
  });

  it.each([
    ['rate-limit', 429, 'Too many requests. Please wait and try again.'],
    ['network', 0, 'Error de red. Revisa tu conexion de internet y prueba nuevamente.'],
    ['subscription-expired', 403, 'SUBSCRIPTION_EXPIRED'],
  ] as const)('forces %s', async (kind, status, message) => {
    storeSession((await login({ email: 'demo@oportuna.cl', password: 'Demo1234' })).token);
    faults.add({ kind, method: 'GET', path: '/users/me' });
    expect(await failure(getMe())).toMatchObject({ status, message });
    // A rule for GET leaves other methods alone.
    await expect(login({ email: 'demo@oportuna.cl', password: 'Demo1234' })).resolves.toBeTruthy();
  });
});
