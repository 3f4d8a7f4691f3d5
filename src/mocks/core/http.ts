import { HttpResponse } from 'msw';
import { z } from 'zod';

import { env } from '@/config/env';
import type { ApiService } from '@/lib/api-client';

const bases: Record<ApiService, () => string> = {
  api: () => env.API_URL,
  auth: () => env.AUTH_API_URL,
  core: () => env.CORE_API_URL,
};

/** The URL pattern a handler answers, from the same env the client reads. */
export function apiUrl(path: string, service: ApiService = 'api') {
  return `${bases[service]()}${path}`;
}

/**
 * Answers with a body checked against the client's own schema: if the mock ever drifts from
 * the contract the app parses, the handler fails loudly instead of the screen failing quietly.
 */
export function respond<TSchema extends z.ZodType>(
  schema: TSchema,
  body: z.input<TSchema>,
  init?: ResponseInit,
) {
  const checked = schema.safeParse(body);
  if (!checked.success) {
    throw new Error(`Mock response does not match its schema: ${checked.error.message}`);
  }
  return HttpResponse.json(body as Record<string, unknown>, init);
}

export function fail(status: number, message: string, extra: Record<string, unknown> = {}) {
  return HttpResponse.json({ code: status, message, ...extra }, { status });
}

/**
 * Parses a request body with the client's input schema; a bad body is a 400 with the first
 * message, as the real service layer answers.
 */
export async function readBody<TSchema extends z.ZodType>(
  request: Request,
  schema: TSchema,
  fallbackMessage = 'Datos inválidos',
): Promise<z.output<TSchema>> {
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    throw fail(400, fallbackMessage, { type: 'ValidationError' });
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    throw fail(400, parsed.error.issues[0]?.message ?? fallbackMessage, {
      type: 'ValidationError',
    });
  }
  return parsed.data;
}

/** A positive numeric id from a path segment or query value; 400 with `message` otherwise. */
export function readPositiveId(value: string | null | undefined, message: string) {
  const id = Number(value);
  if (!value || !Number.isInteger(id) || id <= 0) throw fail(400, message);
  return id;
}

/** A path segment as sent, trimmed: the client URL-encodes it; decoding twice must not throw. */
export function decodeSegment(value: string) {
  try {
    return decodeURIComponent(value).trim();
  } catch {
    return value.trim();
  }
}

/** A JSON object body; anything else is a 400 with `fallbackMessage`. */
export function readObject(request: Request, fallbackMessage: string) {
  return readBody(
    request,
    z.record(z.string(), z.unknown(), { error: fallbackMessage }),
    fallbackMessage,
  );
}

/** The named fields as strings: '' when missing or not text. */
export function textFields<TKey extends string>(
  body: Record<string, unknown>,
  keys: readonly TKey[],
): Record<TKey, string> {
  const fields = {} as Record<TKey, string>;
  for (const key of keys) {
    const value = body[key];
    fields[key] = typeof value === 'string' ? value : '';
  }
  return fields;
}

/**
 * The named fields of a JSON object body as strings, for endpoints whose rules run in a fixed
 * order and name the first failure themselves.
 */
export async function readFields<TKey extends string>(
  request: Request,
  keys: readonly TKey[],
  fallbackMessage: string,
) {
  return textFields(await readObject(request, fallbackMessage), keys);
}

/** The first message of a failed check with one of the client's rules, or null when it passes. */
export function firstIssue(schema: z.ZodType, value: unknown): string | null {
  const checked = schema.safeParse(value);
  return checked.success ? null : (checked.error.issues[0]?.message ?? 'Datos inválidos');
}
