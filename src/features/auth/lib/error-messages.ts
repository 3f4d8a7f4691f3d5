import type { NonOAuthError } from '@react-oauth/google';
import { ZodError } from 'zod';

import { API_MESSAGES, getErrorMessage, getServerMessage, isApiError } from '@/lib/api-client';

/**
 * The authentication service's own checks before anything is sent (spec: 400, ValidationError).
 * The forms check first, with their field messages; these guard every other caller.
 */
export const AUTH_SERVICE_MESSAGES = {
  credentialsRequired: 'Email y contraseña son requeridos',
  registrationFieldsRequired: 'Todos los campos obligatorios deben ser completados',
  resetTokenRequired: 'Token de restablecimiento es requerido',
  newPasswordTooShort: 'Nueva contraseña debe tener al menos 8 caracteres',
} as const;

type MessageRules = {
  /** Fixed texts by status; `null` means 'the server's message, or the fallback'. */
  byStatus?: Record<number, string | null>;
  /** Texts that replace the server's message for a status. */
  fallback: string;
};

/**
 * The spec's toast text for an access failure (decision 0007): a known status gives its text,
 * a network failure the connection message, otherwise the server's own message or the
 * action's fallback.
 */
export function accessErrorMessage(error: unknown, { byStatus = {}, fallback }: MessageRules) {
  // A value our own schema refused before sending (e.g. 'Token de Google es requerido').
  if (error instanceof ZodError) return error.issues[0]?.message ?? fallback;
  if (!isApiError(error)) return fallback;
  // The service's own check, before sending: its words.
  if (error.type === 'ValidationError') return error.message;
  if (error.status === 0) return API_MESSAGES.network;
  // The server never answered: say so, rather than the action's fallback.
  if (error.type === 'TimeoutError') return getErrorMessage(error);
  const server = getServerMessage(error);
  if (error.status in byStatus) {
    const fixed = byStatus[error.status];
    return fixed === null ? (server ?? fallback) : (fixed ?? fallback);
  }
  return server ?? fallback;
}

export const loginErrorMessage = (error: unknown) =>
  isApiError(error) && error.status === 401
    ? (getServerMessage(error) ?? 'Credenciales inválidas')
    : accessErrorMessage(error, { fallback: 'Error al iniciar sesión' });

/** 409 is the e-mail in use (spec), unless the server says what else is taken (a RUT). */
export const registerErrorMessage = (error: unknown) =>
  isApiError(error) && error.status === 409
    ? (getServerMessage(error) ?? 'El correo electrónico ya está en uso.')
    : accessErrorMessage(error, { fallback: 'Error al crear la cuenta' });

export const recoveryErrorMessage = (error: unknown) =>
  accessErrorMessage(error, { fallback: 'No se pudo enviar la solicitud. Inténtalo de nuevo.' });

export const resetPasswordErrorMessage = (error: unknown) =>
  accessErrorMessage(error, {
    byStatus: { 400: 'Token inválido o expirado', 404: 'Token no encontrado' },
    fallback: 'Error al restablecer la contraseña',
  });

/** The invitation screen's texts (decision 0007). */
export const invitationErrorMessage = (error: unknown) =>
  isApiError(error) && error.status === 0
    ? 'Error de conexión. Por favor, inténtalo más tarde.'
    : accessErrorMessage(error, { fallback: 'La invitación no es válida' });

/** Why Google sign-in stopped before our server answered. */
export type GoogleFailure =
  | 'popup_closed'
  | 'popup_failed_to_open'
  | 'cancelled'
  | 'network'
  | 'unconfigured'
  | 'missing_user'
  | 'unknown';

export const GOOGLE_FAILURE_MESSAGES: Record<GoogleFailure, string> = {
  popup_closed: 'Autenticación cancelada por el usuario',
  popup_failed_to_open: 'Popup bloqueado. Por favor, permite popups para este sitio',
  cancelled: 'Solicitud de popup cancelada',
  network: 'Error de red. Verifica tu conexión a internet',
  unconfigured: 'Error de configuración',
  missing_user: 'No se pudo obtener información del usuario',
  unknown: 'Error durante la autenticación',
};

/**
 * What Google's sign-in reports when it stops before our server is asked (@react-oauth/google):
 * the popup client's NonOAuthError types, the ID button's answer without a credential (its
 * `onError`), and Google's script failing to load.
 */
export type GoogleReport = NonOAuthError['type'] | 'no_credential' | 'script_failed';

const GOOGLE_REPORTS: Record<GoogleReport, GoogleFailure> = {
  popup_closed: 'popup_closed',
  popup_failed_to_open: 'popup_failed_to_open',
  unknown: 'unknown',
  no_credential: 'unknown',
  script_failed: 'network',
};

/** The spec's failure for what Google reported (decision 0007); anything new is 'unknown'. */
export function googleFailureFor(report: GoogleReport | NonOAuthError): GoogleFailure {
  const kind = typeof report === 'string' ? report : report.type;
  return Object.hasOwn(GOOGLE_REPORTS, kind) ? GOOGLE_REPORTS[kind] : 'unknown';
}

/** Our server's answer to a Google token. */
export const googleErrorMessage = (error: unknown) =>
  accessErrorMessage(error, {
    byStatus: { 401: 'Token de Google inválido' },
    fallback: 'Error al autenticar con Google',
  });
