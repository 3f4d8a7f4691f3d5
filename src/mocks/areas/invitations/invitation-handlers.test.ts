import { describe, expect, it } from 'vitest';

import { getMe } from '@/entities/user/api/get-me';
import { acceptInvitation } from '@/features/auth/api/accept-invitation';
import { getInvitation } from '@/features/auth/api/get-invitation';
import { registerWithInvitation } from '@/features/auth/api/register-with-invitation';
import { login } from '@/features/auth/api/log-in';
import { storeSession } from '@/lib/session';

import { db } from '../../core/database';
import { SEED_INVITATIONS } from './seed';
import { failure, rawRequest, signIn } from '@/testing/mock-handlers';
import { WEAK_PASSWORDS } from '@/testing/weak-passwords';

const { generic, exhausted, personal } = SEED_INVITATIONS;
const INVALID = 'La invitación no es válida';
const EXHAUSTED = 'La invitación ha alcanzado su límite máximo de usos';
const OTHER_EMAIL = 'Esta invitación es para otro correo electrónico.';

const NEW_MEMBER = { name: 'Tomás Vera', email: 'tomas.vera@andes.cl', password: 'Andes2026' };

function usedCount(token: string) {
  return db.state.invitations.find((invitation) => invitation.token === token)!.usedCount;
}

function expire(token: string) {
  db.write((state) => {
    const invitation = state.invitations.find((candidate) => candidate.token === token)!;
    invitation.expiresAt = new Date(Date.now() - 1000).toISOString();
  });
}

describe('mock API: seeded invitations', () => {
  it('seeds a generic, a used-up and a personal invitation, and the personal one is mailed', () => {
    expect(db.state.invitations).toEqual([
      expect.objectContaining({ token: generic.token, companyId: 1, usedCount: 1, maxCount: 5 }),
      expect.objectContaining({ token: exhausted.token, usedCount: 3, maxCount: 3 }),
      expect.objectContaining({ token: personal.token, invitedUserEmail: personal.email }),
    ]);
    expect(generic.path).toBe('/invitation/equipo-andes-2026/1');
    expect(db.state.emails).toEqual([
      {
        id: 1,
        to: 'camila.rojas@andes.cl',
        subject: 'Daniela te invitó a Comercial Andes SpA en Oportuna',
        text: expect.stringContaining('Comercial Andes SpA'),
        links: [{ label: 'Aceptar invitación', href: '/invitation/invitacion-camila/1' }],
        sentAt: '2026-01-05T12:00:00.000Z',
      },
    ]);
  });
});

describe('mock API: reading an invitation', () => {
  it('describes a generic invitation with its company', async () => {
    await expect(getInvitation(generic.token, '1')).resolves.toEqual({
      code: 200,
      message: 'Invitación válida',
      data: {
        usedCount: 1,
        maxCount: 5,
        invitedUserEmail: null,
        company: { business_name: 'Comercial Andes SpA', rut: '765432103', logo: null },
      },
    });
  });

  it('answers 200 for a used-up invitation and leaves the verdict to the client', async () => {
    const answer = await getInvitation(exhausted.token, '2');
    expect(answer).toMatchObject({ code: 200, data: { usedCount: 3, maxCount: 3 } });
  });

  it('names the invited address of a personal invitation', async () => {
    const answer = await getInvitation(personal.token, '1');
    expect(answer.data).toMatchObject({ invitedUserEmail: 'camila.rojas@andes.cl', maxCount: 1 });
  });

  it.each([['abc'], ['0'], ['-1'], ['1.5'], ['']])(
    'answers 400 for the company id %j',
    async (companyId) => {
      expect(await failure(getInvitation(generic.token, companyId))).toMatchObject({
        status: 400,
        message: 'Invalid company ID provided',
      });
    },
  );

  it('answers 404 for an unknown token or the token of another company', async () => {
    for (const [token, companyId] of [
      ['no-existe', '1'],
      [generic.token, '2'],
    ] as const) {
      const error = await failure(getInvitation(token, companyId));
      expect(error).toMatchObject({ status: 404, message: INVALID });
      expect(error.body).toEqual({ code: 404, message: INVALID });
    }
  });

  it('answers 410 for an expired invitation', async () => {
    expire(generic.token);
    const error = await failure(getInvitation(generic.token, '1'));
    expect(error).toMatchObject({ status: 410, message: 'La invitación ha expirado' });
    expect(error.body).toEqual({ code: 410, message: 'La invitación ha expirado' });
  });
});

describe('mock API: registering through an invitation', () => {
  it('creates a verified member, counts the use and signs them in', async () => {
    const answer = await registerWithInvitation(generic.token, '1', NEW_MEMBER);
    expect(answer).toEqual({
      code: 200,
      message: 'Te uniste al equipo de Comercial Andes SpA',
      data: { token: expect.any(String), name: 'Tomás Vera' },
    });
    expect(usedCount(generic.token)).toBe(2);

    storeSession(answer.data!.token!);
    const me = (await getMe())!;
    expect(me).toMatchObject({ email: 'tomas.vera@andes.cl', planId: 1, profile: null });
    expect(me.companies).toEqual([expect.objectContaining({ companyId: 1 })]);
    expect(db.state.memberships).toContainEqual(
      expect.objectContaining({ userId: me.id, companyId: 1, role: 'member' }),
    );
    await expect(
      login({ email: NEW_MEMBER.email, password: NEW_MEMBER.password }),
    ).resolves.toMatchObject({ name: 'Tomás Vera' });
  });

  it('accepts the invited address of a personal invitation, in any case, once', async () => {
    const answer = await registerWithInvitation(personal.token, '1', {
      name: 'Camila Rojas',
      email: 'Camila.Rojas@andes.cl',
      password: 'Camila2026',
    });
    expect(answer.code).toBe(200);
    expect(usedCount(personal.token)).toBe(1);
    const error = await failure(
      registerWithInvitation(personal.token, '1', {
        name: 'Camila Rojas',
        email: 'camila.rojas@andes.cl',
        password: 'Camila2026',
      }),
    );
    expect(error).toMatchObject({ status: 409, message: EXHAUSTED });
  });

  it('answers 403 when a personal invitation is used with another address', async () => {
    const error = await failure(registerWithInvitation(personal.token, '1', NEW_MEMBER));
    expect(error).toMatchObject({ status: 403, message: OTHER_EMAIL });
    expect(usedCount(personal.token)).toBe(0);
  });

  it('answers 409 for a used-up invitation', async () => {
    const error = await failure(registerWithInvitation(exhausted.token, '2', NEW_MEMBER));
    expect(error).toMatchObject({ status: 409, message: EXHAUSTED });
    expect(db.state.users.some((user) => user.email === NEW_MEMBER.email)).toBe(false);
  });

  it('answers 409 for an address already in use, without counting a use', async () => {
    const error = await failure(
      registerWithInvitation(generic.token, '1', {
        ...NEW_MEMBER,
        email: 'SUPERVISOR@oportuna.cl',
      }),
    );
    expect(error).toMatchObject({ status: 409, message: 'El correo electrónico ya está en uso.' });
    expect(usedCount(generic.token)).toBe(1);
  });

  it('answers 404, 410 and 400 for a bad link', async () => {
    expect(await failure(registerWithInvitation('no-existe', '1', NEW_MEMBER))).toMatchObject({
      status: 404,
      message: INVALID,
    });
    expect(await failure(registerWithInvitation(generic.token, 'x', NEW_MEMBER))).toMatchObject({
      status: 400,
      message: 'Invalid company ID provided',
    });
    expire(generic.token);
    expect(await failure(registerWithInvitation(generic.token, '1', NEW_MEMBER))).toMatchObject({
      status: 410,
    });
  });

  it.each([
    ['a blank name', { name: ' ' }, 'El nombre es requerido'],
    ['a blank e-mail', { email: '' }, 'El email es requerido'],
    ['a malformed e-mail', { email: 'tomas@' }, 'Ingrese un correo electrónico válido'],
    ['a blank password', { password: '' }, 'La contraseña es requerida'],
    ...WEAK_PASSWORDS,
    ['the first failure only', { name: '', password: '' }, 'El nombre es requerido'],
  ])('answers 400 for %s', async (_case, change, message) => {
    const error = await failure(
      registerWithInvitation(generic.token, '1', { ...NEW_MEMBER, ...change }),
    );
    expect(error).toMatchObject({ status: 400, message });
    expect(usedCount(generic.token)).toBe(1);
  });

  it('answers 400 for missing fields', async () => {
    const path = `/users/invitation-link/${generic.token}/register?companyId=1`;
    expect(await failure(rawRequest('POST', path, { email: 'x@y.cl' }))).toMatchObject({
      status: 400,
      message: 'El nombre es requerido',
    });
  });
});

describe('mock API: accepting an invitation when signed in', () => {
  it('adds the user to the company once, counting one use', async () => {
    await signIn('supervisor@oportuna.cl', 'Super1234');
    const joined = { companyId: 1, companyName: 'Comercial Andes SpA' };
    await expect(acceptInvitation(generic.token, '1')).resolves.toEqual(joined);
    expect(usedCount(generic.token)).toBe(2);
    expect((await getMe())!.companies.map((company) => company.companyId)).toEqual([2, 3, 1]);

    // A retry is harmless.
    await expect(acceptInvitation(generic.token, '1')).resolves.toEqual(joined);
    expect(usedCount(generic.token)).toBe(2);
  });

  it('answers 200 to a member without counting a use, even on a used-up invitation', async () => {
    await signIn('demo@oportuna.cl', 'Demo1234');
    await expect(acceptInvitation(generic.token, '1')).resolves.toMatchObject({ companyId: 1 });
    expect(usedCount(generic.token)).toBe(1);

    await signIn('supervisor@oportuna.cl', 'Super1234');
    await expect(acceptInvitation(exhausted.token, '2')).resolves.toMatchObject({
      companyId: 2,
      companyName: 'Servicios Integrales del Pacífico Ltda.',
    });
    expect(usedCount(exhausted.token)).toBe(3);
  });

  it('answers 409 for a used-up invitation and 403 for somebody else’s', async () => {
    await signIn('admin@oportuna.cl', 'Admin1234');
    expect(await failure(acceptInvitation(exhausted.token, '2'))).toMatchObject({
      status: 409,
      message: EXHAUSTED,
    });
    expect(await failure(acceptInvitation(personal.token, '1'))).toMatchObject({
      status: 403,
      message: OTHER_EMAIL,
    });
    expect(db.state.memberships.filter((membership) => membership.userId === 3)).toHaveLength(1);
  });

  it('answers 404 and 410 for a bad link', async () => {
    await signIn('admin@oportuna.cl', 'Admin1234');
    expect(await failure(acceptInvitation(generic.token, '3'))).toMatchObject({
      status: 404,
      message: INVALID,
    });
    expire(generic.token);
    expect(await failure(acceptInvitation(generic.token, '1'))).toMatchObject({ status: 410 });
  });

  it('answers 401 without a valid session', async () => {
    storeSession('no-es-un-token');
    expect(await failure(acceptInvitation(generic.token, '1'))).toMatchObject({ status: 401 });
    expect(usedCount(generic.token)).toBe(1);
  });
});
