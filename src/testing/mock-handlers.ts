import { expect, onTestFinished } from 'vitest';
import { z } from 'zod';

import { login } from '@/features/auth/api/log-in';
import { apiRequest, ApiError, type ApiService } from '@/lib/api-client';
import { storeSession } from '@/lib/session';

import { db } from '@/mocks/core/database';
import { server } from '@/mocks/node';

/** For handler tests only: the rejection of a client call, which must be an ApiError. */
export async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/**
 * A raw call for bodies the client functions would never send (missing fields, wrong types):
 * the server's own validation is what is under test.
 */
export function rawRequest(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body: unknown,
  { service = 'api', auth = false }: { service?: ApiService; auth?: boolean } = {},
) {
  return apiRequest({ method, service, path, body, schema: z.unknown(), auth });
}

export async function signIn(email: string, password: string) {
  const { token } = await login({ email, password });
  storeSession(token);
  return token;
}

/** The mail sent to an address, newest first. */
export function mailTo(address: string) {
  return db.state.emails.filter((mail) => mail.to === address);
}

/** The last path segment of a mailed link: the token in it. */
export function tokenOf(href: string) {
  return decodeURIComponent(href.split('/').pop() ?? '');
}

export function expireOneTimeToken(token: string) {
  db.write((state) => {
    const entry = state.oneTimeTokens.find((candidate) => candidate.token === token)!;
    entry.expiresAt = new Date(Date.now() - 1000).toISOString();
  });
}

/** The HTTP statuses of mocked responses from now to the end of the test (the client hides 201). */
export function recordStatuses() {
  const statuses: number[] = [];
  const listener = ({ response }: { response: Response }) => {
    statuses.push(response.status);
  };
  server.events.on('response:mocked', listener);
  onTestFinished(() => {
    server.events.removeListener('response:mocked', listener);
  });
  return statuses;
}
