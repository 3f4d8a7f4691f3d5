import { ChatStreamError } from '@/lib/ai-events';
import { getErrorMessage, getServerMessage, isApiError } from '@/lib/api-client';
import { getToken } from '@/lib/session';

/*
 * How the two assistants (the document chat and the supervision assistant) word a failure, as
 * the spec's error catalogue has the chat do it (decision 0017).
 */

export const AI_ERROR_TEXTS = {
  noAuthToken: 'No hay token de autenticación disponible',
  status: (status: number) => {
    const text = STATUS_TEXTS[status];
    return text ? `Error ${status}: ${text}` : `Error ${status}`;
  },
} as const;

/**
 * The reason phrase of a status, as an HTTP/1.1 server sends it: over HTTP/2 a response has no
 * statusText at all, so the chat's 'Error {status}: {statusText}' takes the standard phrase.
 */
const STATUS_TEXTS: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** A failure the assistants find before sending anything (no question, no session, no token). */
export class ChatRequestError extends Error {
  override readonly name = 'ChatRequestError';
}

/** The chat's own check before a call: a session token must be there ('No hay token...'). */
export function requireAuthToken() {
  if (!getToken()) throw new ChatRequestError(AI_ERROR_TEXTS.noAuthToken);
}

/**
 * What an assistant shows for a failure: its own check's or the stream's ERROR message, the
 * server's message, 'Error {status}: {statusText}' for an answer that brought none (a proxy's
 * 502 page, a 404), else the request layer's text; `fallback` for anything unforeseen.
 */
export function aiErrorMessage(error: unknown, fallback: string) {
  if (error instanceof ChatRequestError || error instanceof ChatStreamError) return error.message;
  if (isApiError(error)) {
    if (error.type === 'HttpError' && !getServerMessage(error)) {
      return AI_ERROR_TEXTS.status(error.status);
    }
    return getErrorMessage(error, fallback);
  }
  return fallback;
}
