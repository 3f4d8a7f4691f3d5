import { describe, expect, it } from 'vitest';

import { refusedBeforeSending } from '@/testing/api-errors';

import { accessErrorMessage } from '../lib/error-messages';
import { login } from './log-in';
import { register, type RegisterForm } from './register-account';
import { resetPassword } from './reset-password';

const FORM: RegisterForm = {
  name: 'Ignacio Pérez Soto',
  businessName: 'Constructora Maule SpA',
  rut: '76.543.210-3',
  email: 'ignacio@maule.cl',
  password: 'Maule2026',
  confirmPassword: 'Maule2026',
};

/** Refused before sending (`refusedBeforeSending`), and the toast says the service's own words. */
async function refusedInItsWords(call: () => Promise<unknown>, message: string) {
  const error = await refusedBeforeSending(call, message);
  expect(accessErrorMessage(error, { fallback: 'Error al iniciar sesión' })).toBe(message);
}

describe("the authentication service's checks before sending (spec §5)", () => {
  it("login without e-mail or password: 'Email y contraseña son requeridos'", async () => {
    await refusedInItsWords(
      () => login({ email: '', password: 'x' }),
      'Email y contraseña son requeridos',
    );
    await refusedInItsWords(
      () => login({ email: 'demo@oportuna.cl', password: '' }),
      'Email y contraseña son requeridos',
    );
  });

  it("registration with a blank field: 'Todos los campos obligatorios deben ser completados'", async () => {
    const message = 'Todos los campos obligatorios deben ser completados';
    await refusedInItsWords(() => register({ ...FORM, businessName: '  ' }), message);
    await refusedInItsWords(() => register({ ...FORM, name: '' }), message);
  });

  it('password reset without a token, or with a short password', async () => {
    await refusedInItsWords(
      () => resetPassword('', 'Segura2026'),
      'Token de restablecimiento es requerido',
    );
    await refusedInItsWords(
      () => resetPassword('token-abc', 'Corta1'),
      'Nueva contraseña debe tener al menos 8 caracteres',
    );
  });
});
