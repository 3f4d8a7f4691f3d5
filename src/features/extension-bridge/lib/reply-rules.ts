import type { ExtensionReply } from './protocol';

/** The extension's messages (decision 0021). */
export const EXTENSION_MESSAGES = {
  timeout: 'Extension timeout - no response',
  unknown: 'Error desconocido',
  noPortalSession: 'No se ha iniciado sesión en Mercado Público',
  sessionExpired: 'La sesión ha expirado',
  communication: 'Error en la comunicación con la extensión',
} as const;

export type ReplyOutcome = { ok: true; payload: unknown } | { ok: false; message: string };

const isFilled = (value: unknown) =>
  Array.isArray(value) ? value.length > 0 : typeof value === 'string' ? value.trim() !== '' : false;

/**
 * A reply is an error if its status is 'error', if `error` or `errores` is not empty (the
 * message from each item's `descripcion` or `description`), or if `success` is not true or 'OK'.
 * The payload is `payload`, else `response.data` (decision 0021).
 */
export function readReply(reply: ExtensionReply): ReplyOutcome {
  const listed = (reply.errores ?? [])
    .map((item) => item.descripcion ?? item.description ?? '')
    .filter((text) => text.trim() !== '');
  if (isFilled(reply.errores)) {
    return { ok: false, message: listed.join('. ') || EXTENSION_MESSAGES.unknown };
  }
  if (isFilled(reply.error)) return { ok: false, message: String(reply.error) };
  if (reply.status?.toLowerCase() === 'error') {
    return { ok: false, message: EXTENSION_MESSAGES.communication };
  }
  const success = reply.success;
  if (success !== true && !(typeof success === 'string' && success.toUpperCase() === 'OK')) {
    return { ok: false, message: EXTENSION_MESSAGES.communication };
  }
  return { ok: true, payload: reply.payload !== undefined ? reply.payload : reply.response?.data };
}
