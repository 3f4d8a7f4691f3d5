import { describe, expect, it } from 'vitest';

import { getMe } from '@/entities/user/api/get-me';
import { requestImpersonation } from '@/features/impersonation/api/start-impersonation';
import { storeSession } from '@/lib/session';

import { verifyToken } from '../../core/crypto';
import { db } from '../../core/database';
import { failure, rawRequest, signIn } from '@/testing/mock-handlers';

describe('mock API: impersonation', () => {
  it('gives a supervisor a token that acts as the target', async () => {
    await signIn('supervisor@oportuna.cl', 'Super1234');
    const answer = await requestImpersonation(1);
    expect(answer).toEqual({
      token: expect.any(String),
      user: { id: 1, name: 'Daniela Muñoz Rojas' },
    });
    const claims = await verifyToken(answer.token, db.state.secret);
    expect(claims).toMatchObject({ sub: 1, act: 2 });

    storeSession(answer.token);
    const me = (await getMe())!;
    expect(me).toMatchObject({ id: 1, email: 'demo@oportuna.cl', profile: null });
    expect(me.companies).toEqual([expect.objectContaining({ companyId: 1 })]);
  });

  it('lets an admin impersonate too', async () => {
    await signIn('admin@oportuna.cl', 'Admin1234');
    await expect(requestImpersonation(2)).resolves.toMatchObject({
      user: { id: 2, name: 'Sebastián Fuentes' },
    });
  });

  it('answers 403 to a user without a staff profile, also while impersonating one', async () => {
    await signIn('demo@oportuna.cl', 'Demo1234');
    const forbidden = { status: 403, message: 'No tiene permisos para suplantar usuarios.' };
    expect(await failure(requestImpersonation(4))).toMatchObject(forbidden);

    await signIn('supervisor@oportuna.cl', 'Super1234');
    storeSession((await requestImpersonation(1)).token);
    expect(await failure(requestImpersonation(3))).toMatchObject(forbidden);
  });

  it('answers 404 for an unknown target and 400 for oneself', async () => {
    await signIn('supervisor@oportuna.cl', 'Super1234');
    expect(await failure(requestImpersonation(999))).toMatchObject({
      status: 404,
      message: 'Target user not found.',
    });
    expect(await failure(requestImpersonation(2))).toMatchObject({
      status: 400,
      message: 'No puedes suplantarte a ti mismo.',
    });
  });

  it.each([[{}], [{ targetUserId: '1' }], [{ targetUserId: 0 }], [{ targetUserId: 1.5 }]])(
    'answers 400 for the body %j',
    async (body) => {
      await signIn('supervisor@oportuna.cl', 'Super1234');
      const error = await failure(rawRequest('POST', '/users/impersonate', body, { auth: true }));
      expect(error).toMatchObject({ status: 400, message: 'Invalid target user ID provided' });
    },
  );

  it('answers 401 without a valid session', async () => {
    storeSession('no-es-un-token');
    expect(await failure(requestImpersonation(1))).toMatchObject({ status: 401 });
  });
});
