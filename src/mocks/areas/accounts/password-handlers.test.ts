import { describe, expect, it } from 'vitest';

import { login } from '@/features/auth/api/log-in';
import { recoverPassword } from '@/features/auth/api/recover-password';
import { register } from '@/features/auth/api/register-account';
import { resetPassword } from '@/features/auth/api/reset-password';

import { db } from '../../core/database';
import { expireOneTimeToken, failure, mailTo, rawRequest, tokenOf } from '@/testing/mock-handlers';

const SAME_ANSWER = {
  message:
    'Si el correo está registrado, te enviaremos instrucciones para restablecer tu contraseña.',
  data: { sent: true },
};
const INVALID_EMAIL = 'Por favor ingresa un correo electrónico válido';
const INVALID_TOKEN = 'Token inválido o expirado';

/** Asks for a reset link for the demo account and returns its token. */
async function requestReset() {
  await recoverPassword({ email: 'Demo@oportuna.cl' });
  const [mail] = mailTo('demo@oportuna.cl');
  return tokenOf(mail!.links[0]!.href);
}

describe('mock API: password recovery', () => {
  it('mails a one-hour reset link to a registered address', async () => {
    await expect(recoverPassword({ email: ' Demo@oportuna.cl ' })).resolves.toEqual(SAME_ANSWER);
    const mails = mailTo('demo@oportuna.cl');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('Restablece tu contraseña de Oportuna');
    expect(mail!.text).toMatch(/^Hola Daniela:/);
    expect(mail!.links).toEqual([
      {
        label: 'Restablecer contraseña',
        href: expect.stringMatching(/^\/reset-password-confirmation\/[\w-]+$/),
      },
    ]);
    const entry = db.state.oneTimeTokens.find(
      (token) => token.token === tokenOf(mail!.links[0]!.href),
    )!;
    expect(entry).toMatchObject({ kind: 'password-reset', userId: 1, usedAt: null });
    const minutesLeft = (Date.parse(entry.expiresAt) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(59.9);
    expect(minutesLeft).toBeLessThanOrEqual(60);
  });

  it('gives an unknown address the same answer and sends nothing', async () => {
    const before = structuredClone(db.state);
    await expect(recoverPassword({ email: 'nadie@ejemplo.cl' })).resolves.toEqual(SAME_ANSWER);
    expect(db.state.emails).toEqual(before.emails);
    expect(db.state.oneTimeTokens).toEqual([]);
  });

  it.each([
    ['a malformed address', { email: 'demo@' }],
    ['a blank address', { email: '  ' }],
    ['no address at all', {}],
    ['an address that is not text', { email: 42 }],
  ])('answers 400 for %s', async (_case, body) => {
    const error = await failure(
      rawRequest('POST', '/ws/users/recover-password', body, { service: 'auth' }),
    );
    expect(error).toMatchObject({ status: 400, message: INVALID_EMAIL });
  });

  it('lets only the newest link work', async () => {
    const first = await requestReset();
    const second = await requestReset();
    expect(second).not.toBe(first);
    expect(await failure(resetPassword(first, 'Nueva2026x'))).toMatchObject({
      status: 400,
      message: INVALID_TOKEN,
    });
    await expect(resetPassword(second, 'Nueva2026x')).resolves.toEqual({
      message: 'Contraseña actualizada',
    });
  });
});

describe('mock API: password reset', () => {
  it('sets the new password with a new salt, once', async () => {
    const token = await requestReset();
    const saltBefore = db.state.users.find((user) => user.id === 1)!.passwordSalt;
    await expect(resetPassword(token, 'Nueva2026x')).resolves.toEqual({
      message: 'Contraseña actualizada',
    });
    const user = db.state.users.find((candidate) => candidate.id === 1)!;
    expect(user.passwordSalt).not.toBe(saltBefore);
    expect(JSON.stringify(db.state)).not.toContain('Nueva2026x');

    expect(await failure(login({ email: 'demo@oportuna.cl', password: 'Demo1234' }))).toMatchObject(
      { status: 401 },
    );
    await expect(
      login({ email: 'demo@oportuna.cl', password: 'Nueva2026x' }),
    ).resolves.toMatchObject({ name: 'Daniela Muñoz Rojas' });

    expect(await failure(resetPassword(token, 'Otra2026xx'))).toMatchObject({
      status: 400,
      message: INVALID_TOKEN,
    });
    await expect(
      login({ email: 'demo@oportuna.cl', password: 'Nueva2026x' }),
    ).resolves.toBeTruthy();
  });

  it('refuses an expired link', async () => {
    const token = await requestReset();
    expireOneTimeToken(token);
    expect(await failure(resetPassword(token, 'Nueva2026x'))).toMatchObject({
      status: 400,
      message: INVALID_TOKEN,
    });
  });

  it('answers 404 for an unknown token, and for a verification token', async () => {
    expect(await failure(resetPassword('no-existe', 'Nueva2026x'))).toMatchObject({
      status: 404,
      message: 'Token no encontrado',
    });
    await register({
      name: 'Ignacio Pérez',
      businessName: 'Constructora Maule SpA',
      rut: '76.111.222-8',
      email: 'ignacio@maule.cl',
      password: 'Maule2026',
      confirmPassword: 'Maule2026',
    });
    const verification = tokenOf(mailTo('ignacio@maule.cl')[0]!.links[0]!.href);
    expect(await failure(resetPassword(verification, 'Nueva2026x'))).toMatchObject({
      status: 404,
    });
  });

  it('answers 400 for a short password and keeps the link usable', async () => {
    const token = await requestReset();
    expect(await failure(resetPassword(token, 'Corta12'))).toMatchObject({
      status: 400,
      message: 'Nueva contraseña debe tener al menos 8 caracteres',
    });
    expect(await failure(rawRequest('PATCH', `/users/reset-password/${token}`, {}))).toMatchObject({
      status: 400,
      message: 'Nueva contraseña debe tener al menos 8 caracteres',
    });
    await expect(resetPassword(token, 'Nueva2026x')).resolves.toBeTruthy();
  });

  it.each([[''], ['   ']])('answers 400 for the blank token %j', async (token) => {
    expect(await failure(resetPassword(token, 'Nueva2026x'))).toMatchObject({
      status: 400,
      message: 'Token de restablecimiento es requerido',
    });
  });
});
