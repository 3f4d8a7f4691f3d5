import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { ApiError } from '@/lib/api-client';

import {
  GOOGLE_FAILURE_MESSAGES,
  googleErrorMessage,
  googleFailureFor,
  invitationErrorMessage,
  loginErrorMessage,
  recoveryErrorMessage,
  registerErrorMessage,
  resetPasswordErrorMessage,
} from './error-messages';

const withServerMessage = (status: number, message: string) =>
  new ApiError(message, status, 'HttpError', { message });
const withoutServerMessage = (status: number) =>
  new ApiError('fallback interno', status, 'HttpError', {});
const network = new ApiError('x', 0, 'NetworkError');

describe('access error messages (decision 0007)', () => {
  it('login: 401 uses the server message or Credenciales inválidas; status 0 the connection text', () => {
    expect(loginErrorMessage(withServerMessage(401, 'Usuario bloqueado'))).toBe(
      'Usuario bloqueado',
    );
    expect(loginErrorMessage(withoutServerMessage(401))).toBe('Credenciales inválidas');
    expect(loginErrorMessage(network)).toBe('Error de conexión. Verifica tu conexión a internet.');
    expect(loginErrorMessage(withoutServerMessage(500))).toBe('Error al iniciar sesión');
    expect(loginErrorMessage(new Error('boom'))).toBe('Error al iniciar sesión');
  });

  it('register: 409 is the e-mail-in-use text unless the server names what is taken', () => {
    expect(registerErrorMessage(withoutServerMessage(409))).toBe(
      'El correo electrónico ya está en uso.',
    );
    expect(
      registerErrorMessage(withServerMessage(409, 'Ya existe una empresa con este RUT.')),
    ).toBe('Ya existe una empresa con este RUT.');
    expect(registerErrorMessage(withoutServerMessage(500))).toBe('Error al crear la cuenta');
  });

  it('reset: 400 and 404 have their own texts', () => {
    expect(resetPasswordErrorMessage(withServerMessage(400, 'x'))).toBe(
      'Token inválido o expirado',
    );
    expect(resetPasswordErrorMessage(withServerMessage(404, 'x'))).toBe('Token no encontrado');
    expect(resetPasswordErrorMessage(withServerMessage(500, 'Caído'))).toBe('Caído');
    expect(resetPasswordErrorMessage(withoutServerMessage(502))).toBe(
      'Error al restablecer la contraseña',
    );
  });

  it('recovery, invitation and Google fall back to their own texts', () => {
    expect(recoveryErrorMessage(withoutServerMessage(500))).toBe(
      'No se pudo enviar la solicitud. Inténtalo de nuevo.',
    );
    expect(invitationErrorMessage(network)).toBe(
      'Error de conexión. Por favor, inténtalo más tarde.',
    );
    expect(invitationErrorMessage(withoutServerMessage(500))).toBe('La invitación no es válida');
    expect(googleErrorMessage(withServerMessage(401, 'bad'))).toBe('Token de Google inválido');
    expect(googleErrorMessage(withoutServerMessage(500))).toBe('Error al autenticar con Google');
  });

  it("shows our own schema's message for a value refused before sending", async () => {
    const { googleVerifyInputSchema } = await import('../api/verify-google-id-token');
    const refused = googleVerifyInputSchema.safeParse({ idToken: '  ' });
    expect(refused.success).toBe(false);
    expect(googleErrorMessage(refused.error)).toBe('Token de Google es requerido');
  });

  it('never shows an empty text, whatever the failure', () => {
    const anyError = fc.oneof(
      fc
        .record({ status: fc.integer({ min: 0, max: 599 }), message: fc.string() })
        .map(({ status, message }) => new ApiError(message, status, 'HttpError', { message })),
      fc.anything().map((value) => value as unknown),
    );
    fc.assert(
      fc.property(anyError, (error) => {
        for (const map of [
          loginErrorMessage,
          registerErrorMessage,
          recoveryErrorMessage,
          resetPasswordErrorMessage,
          invitationErrorMessage,
          googleErrorMessage,
        ]) {
          expect(map(error).trim().length).toBeGreaterThan(0);
        }
      }),
    );
  });
});

describe("what Google reports, in the spec's words (decision 0007)", () => {
  it.each([
    ['popup_closed', 'Autenticación cancelada por el usuario'],
    ['popup_failed_to_open', 'Popup bloqueado. Por favor, permite popups para este sitio'],
    ['unknown', 'Error durante la autenticación'],
    ['no_credential', 'Error durante la autenticación'],
    ['script_failed', 'Error de red. Verifica tu conexión a internet'],
  ] as const)('%s: %s', (report, message) => {
    expect(GOOGLE_FAILURE_MESSAGES[googleFailureFor(report)]).toBe(message);
  });

  it("reads the popup client's NonOAuthError as its type, and anything new as 'unknown'", () => {
    expect(googleFailureFor({ type: 'popup_failed_to_open' })).toBe('popup_failed_to_open');
    expect(googleFailureFor({ type: 'popup_closed' })).toBe('popup_closed');
    expect(googleFailureFor({ type: 'otra_cosa' } as never)).toBe('unknown');
  });
});
