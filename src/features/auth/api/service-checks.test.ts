import { describe, expect, it } from 'vitest';

import { captureApiError } from '@/testing/api-errors';
import { recordRequests } from '@/testing/mock-api';

import { accessErrorMessage } from '../lib/error-messages';
import { login } from './login';
import { register, type RegisterForm } from './register';
import { resetPassword } from './reset-password';

const FORM: RegisterForm = {
  name: 'Ignacio Pérez Soto',
  businessName: 'Constructora Maule SpA',
  rut: '76.543.210-3',
  email: 'ignacio@maule.cl',
  password: 'Maule2026',
  confirmPassword: 'Maule2026',
};

/** The call fails with a 400 ValidationError saying `message`, and nothing reached the API. */
async function refusedBeforeSending(call: Promise<unknown>, message: string) {
  const requests = recordRequests();
  const error = await captureApiError(call);
  expect(error).toMatchObject({ status: 400, type: 'ValidationError', message });
  expect(requests.all).toEqual([]);
  // The toast says the service's own words.
  expect(accessErrorMessage(error, { fallback: 'Error al iniciar sesión' })).toBe(message);
}

describe("the authentication service's checks before sending (spec §5)", () => {
  it("login without e-mail or password: 'Email y contraseña son requeridos'", async () => {
    await refusedBeforeSending(
      login({ email: '', password: 'x' }),
      'Email y contraseña son requeridos',
    );
    await refusedBeforeSending(
      login({ email: 'demo@oportuna.cl', password: '' }),
      'Email y contraseña son requeridos',
    );
  });

  it("registration with a blank field: 'Todos los campos obligatorios deben ser completados'", async () => {
    const message = 'Todos los campos obligatorios deben ser completados';
    await refusedBeforeSending(register({ ...FORM, businessName: '  ' }), message);
    await refusedBeforeSending(register({ ...FORM, name: '' }), message);
  });

  it('password reset without a token, or with a short password', async () => {
    await refusedBeforeSending(
      resetPassword('', 'Segura2026'),
      'Token de restablecimiento es requerido',
    );
    await refusedBeforeSending(
      resetPassword('token-abc', 'Corta1'),
      'Nueva contraseña debe tener al menos 8 caracteres',
    );
  });
});
