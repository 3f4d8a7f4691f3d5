import type { z } from 'zod';

import { env } from '@/config/env';
import { getToken } from '@/lib/session';

import { API_MESSAGES, type ApiErrorType } from './api-messages';

/**
 * The one request path (decision 0003). Every call to the backend goes through `apiRequest`:
 * it knows the base URLs, adds the bearer token, applies the spec's per-category timeout,
 * turns failures into a typed `ApiError`, rejects bodies that are not objects and parses every
 * answer with the caller's zod schema. Features never call `fetch` themselves.
 */

/** Request timeouts by category, the spec's figures (decision 0003). */
export const REQUEST_TIMEOUTS_MS = {
  default: 10 * 60_000,
  aiChat: 180_000,
  search: 120_000,
  bulk: 180_000,
  opportunity: 90_000,
  upload: 300_000,
  tag: 45_000,
  user: 30_000,
  notification: 20_000,
  activity: 30_000,
} as const;

export type TimeoutCategory = keyof typeof REQUEST_TIMEOUTS_MS;

export { API_MESSAGES, type ApiErrorType };

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly type: ApiErrorType,
    /** The parsed error body, for callers that read a server code (e.g. Google's `code`). */
    readonly body?: unknown,
    /** For an answer of the wrong shape: where it differs from the schema (the contract check). */
    readonly issues?: readonly { path: readonly PropertyKey[]; message: string }[],
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A write whose answer never came (a timeout, a dropped connection): it may have happened. */
export const isAnswerLost = (error: unknown) =>
  isApiError(error) && (error.type === 'TimeoutError' || error.type === 'NetworkError');

export type ApiService = 'api' | 'auth' | 'core';

const baseUrls: Record<ApiService, () => string> = {
  api: () => env.API_URL,
  auth: () => env.AUTH_API_URL,
  core: () => env.CORE_API_URL,
};

/** A query parameter's value: null and undefined leave the parameter out. */
export type QueryValue = string | number | boolean | null | undefined;

export type RequestConfig<TSchema extends z.ZodType> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  service?: ApiService;
  /** Path below the service base, starting with '/'. */
  path: string;
  query?: Record<string, QueryValue>;
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  schema: TSchema;
  /** Authorised calls (the default) carry the bearer token and fail without one. */
  auth?: boolean;
  timeout?: TimeoutCategory;
  signal?: AbortSignal;
  /** A create's key: see CallOptions. */
  idempotencyKey?: string;
};

/* --------------------------------------------------------- global events ---- */

type ApiEventHandlers = {
  /** A request that carried authorization got a 401. Called once per token. */
  onSessionExpired: () => void;
  /**
   * The subscription handler: every 403 is offered to it with its message; it answers whether
   * it took the failure (the app's takes SUBSCRIPTION_EXPIRED and opens the plans modal).
   */
  onForbidden: (message: string) => boolean;
};

const handlers: ApiEventHandlers = {
  onSessionExpired: () => {},
  onForbidden: () => false,
};

let lastExpiredToken: string | null = null;

/** Installs the app's handlers; a session that ended before they were installed is forgotten. */
export function setApiEventHandlers(next: Partial<ApiEventHandlers>) {
  Object.assign(handlers, next);
  lastExpiredToken = null;
}

/** Ten requests failing together with the same stale token end the session once. */
function notifySessionExpired(token: string) {
  if (token === lastExpiredToken) return;
  lastExpiredToken = token;
  handlers.onSessionExpired();
}

/* ------------------------------------------------------------- helpers ---- */

export function buildUrl(service: ApiService, path: string, query?: Record<string, QueryValue>) {
  const url = new URL(`${baseUrls[service]()}${path}`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/** The message the server itself wrote, if any (not our Spanish fallback). */
export function getServerMessage(error: unknown): string | undefined {
  return isApiError(error) ? readServerMessage(error.body) : undefined;
}

function readServerMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  if (typeof record.message === 'string' && record.message.trim()) return record.message;
  const response = record.response;
  if (response && typeof response === 'object') {
    const nested = response as Record<string, unknown>;
    if (typeof nested.error === 'string' && nested.error.trim()) return nested.error;
    if (typeof nested.message === 'string' && nested.message.trim()) return nested.message;
  }
  if (typeof record.error === 'string' && record.error.trim()) return record.error;
  return undefined;
}

/** Spanish fallbacks when the server gives no message of its own. */
export function defaultMessageForStatus(status: number): string {
  if (status === 400) return 'La solicitud no es válida.';
  if (status === 401) return 'Su sesión ha expirado. Por favor, inicie sesión nuevamente.';
  if (status === 403) return 'No tiene permisos para realizar esta acción.';
  if (status === 404) return 'El recurso solicitado no fue encontrado.';
  if (status === 409) return 'El recurso ya existe.';
  if (status === 413) return 'El archivo es demasiado grande.';
  if (status === 415) return 'Tipo de archivo no soportado.';
  if (status === 422) return 'Los datos proporcionados no son válidos.';
  if (status === 429) return 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.';
  if (status >= 500) return 'Error del servidor. Inténtalo de nuevo más tarde.';
  return `Error inesperado (${status}).`;
}

/* ------------------------------------------- what every transport shares ---- */
/*
 * apiRequest (fetch, JSON), apiStream (fetch, server-sent events, api-stream.ts) and apiUpload
 * (XMLHttpRequest, upload progress, api-upload.ts) differ only in how bytes travel. Everything
 * else (URL, token, timeouts, cancel, error mapping, response checks) lives here, once.
 */

export type CallOptions = {
  service?: ApiService;
  /** Path below the service base, starting with '/'. */
  path: string;
  query?: Record<string, QueryValue>;
  /** Authorised calls (the default) carry the bearer token and fail without one. */
  auth?: boolean;
  /** The limit for the whole call. */
  timeout?: TimeoutCategory;
  /**
   * A create's key (lib/idempotency.ts), sent as `Idempotency-Key`: the server answers a repeat
   * of it with the first answer instead of creating again.
   */
  idempotencyKey?: string;
  /** A limit on the time without any data, restarted by `touch()` (streams). */
  idleTimeout?: TimeoutCategory;
  signal?: AbortSignal;
  /** The Accept header. */
  accept: string;
};

/** One call in flight, whatever carries it. `close()` it when the call is over. */
export type ApiCall = {
  url: string;
  /** Accept and Authorization set; a transport may add its own (Content-Type). */
  headers: Headers;
  /** Aborts on the caller's cancel, on a timeout and on `cancel()`: hand it to the transport. */
  signal: AbortSignal;
  /** Data arrived: restarts the idle limit. */
  touch: () => void;
  /** Stops the transport because nobody reads any more (not an error). */
  cancel: () => void;
  /** The typed error for a transport that failed or stopped: timeout, cancel or network. */
  failure: (cause?: unknown) => ApiError;
  /** The typed error for an answer that is not 2xx; runs the 401 and 403 rules. */
  errorForStatus: (status: number, body: unknown) => ApiError;
  close: () => void;
};

type StopReason = { kind: 'timeout'; milliseconds: number } | { kind: 'caller' | 'done' };

/** Throws the 'No token available' error, before anything is sent, when a token is needed. */
export function openCall(options: CallOptions): ApiCall {
  const { service = 'api', auth = true, timeout = 'default', signal: callerSignal } = options;
  const headers = new Headers({ Accept: options.accept });
  if (options.idempotencyKey) headers.set('Idempotency-Key', options.idempotencyKey);

  let token: string | null = null;
  if (auth) {
    token = getToken();
    if (!token) throw new ApiError(API_MESSAGES.noToken, 401, 'AuthError');
    headers.set('Authorization', `Bearer ${token}`);
  }
  const url = buildUrl(service, options.path, options.query);

  const controller = new AbortController();
  let stopped: StopReason | null = null;
  const stop = (reason: StopReason) => {
    if (stopped) return;
    stopped = reason;
    controller.abort();
  };

  const timeoutMs = REQUEST_TIMEOUTS_MS[timeout];
  const wholeTimer = setTimeout(
    () => stop({ kind: 'timeout', milliseconds: timeoutMs }),
    timeoutMs,
  );
  const idleMs = options.idleTimeout ? REQUEST_TIMEOUTS_MS[options.idleTimeout] : undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  const touch = () => {
    if (idleMs === undefined || stopped) return;
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => stop({ kind: 'timeout', milliseconds: idleMs }), idleMs);
  };
  touch();

  const onCallerAbort = () => stop({ kind: 'caller' });
  if (callerSignal?.aborted) onCallerAbort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });

  return {
    url,
    headers,
    signal: controller.signal,
    touch,
    cancel: () => stop({ kind: 'done' }),
    failure(cause) {
      const reason = stopped as StopReason | null;
      if (reason?.kind === 'timeout') {
        return new ApiError(API_MESSAGES.timeout(reason.milliseconds / 1000), 408, 'TimeoutError');
      }
      if (reason?.kind === 'caller' || callerSignal?.aborted) {
        // The caller cancelled: nobody is waiting for an answer, so nothing is shown.
        return new ApiError('Solicitud cancelada', 0, 'AbortError');
      }
      if (cause instanceof ApiError) return cause;
      return new ApiError(API_MESSAGES.network, 0, 'NetworkError');
    },
    errorForStatus(status, body) {
      const message = readServerMessage(body) ?? defaultMessageForStatus(status);
      if (status === 401 && token) {
        notifySessionExpired(token);
        return new ApiError(message, 401, 'AuthError', body);
      }
      if (status === 403 && handlers.onForbidden(message)) {
        return new ApiError(message, 403, 'SubscriptionExpired', body);
      }
      return new ApiError(message, status, 'HttpError', body);
    },
    close() {
      clearTimeout(wholeTimer);
      clearTimeout(idleTimer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}

/** A plain value travels as JSON (setting its Content-Type); FormData as multipart. */
export function encodeBody(headers: Headers, body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData) return body;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

/** An answer's text as JSON: an empty 2xx or 204 is `{}`, anything unreadable `undefined`. */
export function parseBodyText(text: string, status: number): unknown {
  if (!text.trim()) return status === 204 || (status >= 200 && status < 300) ? {} : undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The shape rule for every answer (and every streamed event): an object or an array, then the
 * caller's schema. Anything else is the same InvalidResponse, never `undefined` in a component.
 */
export function parseAnswer<TSchema extends z.ZodType>(
  schema: TSchema,
  data: unknown,
  what: string,
): z.output<TSchema> {
  if (typeof data !== 'object' || data === null) {
    throw new ApiError(API_MESSAGES.invalidResponse, 500, 'InvalidResponse');
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    if (import.meta.env.DEV && import.meta.env.MODE !== 'test') {
      console.warn(`Respuesta inesperada de ${what}`, parsed.error.issues);
    }
    throw new ApiError(
      API_MESSAGES.invalidResponse,
      500,
      'InvalidResponse',
      data,
      parsed.error.issues,
    );
  }
  return parsed.data;
}

/* ------------------------------------------------------------ preload ---- */

/** A GET's request, without what only its caller knows (the schema, the timeout). */
export type PreloadRequest = Pick<CallOptions, 'service' | 'path' | 'query'>;

type RawAnswer = { status: number; text: string };

/** How long a preloaded answer waits for its query before it is dropped. */
export const PRELOAD_KEPT_MS = 10_000;

/** GETs sent ahead of their query, by token and URL; each is taken once. */
const preloaded = new Map<string, { answer: Promise<RawAnswer>; at: number }>();
const preloadKey = (call: ApiCall) => `${call.headers.get('Authorization')} ${call.url}`;

/**
 * Sends a signed-in GET ahead of the query that will ask for it (a page's data, asked for with
 * the page's code rather than after it: app/page-data.ts), as openCall makes every call: its
 * URL, token and default timeout. The query's `apiRequest` with the same URL and token takes the
 * answer (or the request still in flight) instead of sending its own, and parses it as usual; an
 * answer nobody takes within PRELOAD_KEPT_MS is dropped. Signed out, or with the same request
 * already ahead, nothing is sent.
 */
export function preloadRequest(request: PreloadRequest) {
  if (!getToken()) return;
  const call = openCall({ ...request, accept: 'application/json' });
  const key = preloadKey(call);
  const kept = preloaded.get(key);
  if (kept && Date.now() - kept.at < PRELOAD_KEPT_MS) {
    call.close();
    return;
  }
  const answer = fetch(call.url, { headers: call.headers, signal: call.signal })
    .then(async (response) => ({ status: response.status, text: await response.text() }))
    .finally(call.close);
  // A preload that fails is sent again by its query: nobody waits for it here.
  answer.catch(() => {});
  preloaded.set(key, { answer, at: Date.now() });
}

function takePreloaded(call: ApiCall) {
  const key = preloadKey(call);
  const kept = preloaded.get(key);
  preloaded.delete(key);
  return kept && Date.now() - kept.at < PRELOAD_KEPT_MS ? kept.answer : undefined;
}

/** The answer preloaded for this call, if any: null when there is none or it failed. */
async function preloadedAnswer(call: ApiCall): Promise<RawAnswer | null> {
  const ahead = takePreloaded(call);
  if (!ahead) return null;
  const aborted = new Promise<never>((_, reject) => {
    if (call.signal.aborted) reject(call.signal.reason);
    call.signal.addEventListener('abort', () => reject(call.signal.reason), { once: true });
  });
  try {
    return await Promise.race([ahead, aborted]);
  } catch (cause) {
    if (call.signal.aborted) throw cause;
    return null;
  }
}

/* ------------------------------------------------------------- request ---- */

export async function apiRequest<TSchema extends z.ZodType>(
  config: RequestConfig<TSchema>,
): Promise<z.output<TSchema>> {
  const { method = 'GET' } = config;
  const call = openCall({ ...config, accept: 'application/json' });
  const body = encodeBody(call.headers, config.body);

  try {
    let answer: RawAnswer | null = null;
    try {
      if (method === 'GET' && body === undefined) answer = await preloadedAnswer(call);
      if (!answer) {
        const response = await fetch(call.url, {
          method,
          headers: call.headers,
          body,
          signal: call.signal,
        });
        answer = { status: response.status, text: await response.text() };
      }
    } catch (cause) {
      throw call.failure(cause);
    }
    const data = parseBodyText(answer.text, answer.status);
    if (answer.status < 200 || answer.status > 299) throw call.errorForStatus(answer.status, data);
    return parseAnswer(config.schema, data, `${method} ${config.path}`);
  } finally {
    call.close();
  }
}

/** A check of a service that failed before sending: status 400, the spec's words. */
export function validationError(message: string) {
  return new ApiError(message, 400, 'ValidationError');
}

/**
 * Errors nobody should be told about again: a cancelled request, an expired session (the user is
 * already being sent to the landing page) and an expired subscription (its modal speaks).
 */
export function isSilentError(error: unknown) {
  return (
    isApiError(error) &&
    (error.type === 'AbortError' ||
      error.type === 'SubscriptionExpired' ||
      (error.type === 'AuthError' && error.status === 401))
  );
}

/** The message a person reads for any failure; `fallback` when it is not an API error. */
export function getErrorMessage(error: unknown, fallback = 'Ocurrió un error inesperado') {
  if (isApiError(error)) {
    if (error.type === 'TimeoutError') {
      return 'La solicitud tardó demasiado en responder. Inténtalo de nuevo.';
    }
    if (error.type === 'SubscriptionExpired') return 'Tu suscripción ha expirado';
    if (error.type === 'InvalidResponse') {
      return 'La respuesta del servidor no tiene el formato esperado.';
    }
    return error.message;
  }
  return fallback;
}
