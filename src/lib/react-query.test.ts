import { describe, expect, it } from 'vitest';

import { ApiError } from './api-client';
import { retryExceptOn401, retryOnServerTrouble } from './query-policies';
import { createQueryClient, retryDelay, shouldRetry } from './react-query';

const http = (status: number) => new ApiError('x', status, 'HttpError');
const network = new ApiError('x', 0, 'NetworkError');
const timeout = new ApiError('x', 408, 'TimeoutError');

/** Whether `policy` retries `error` after the first failure, and still after the second, third. */
const retries = (policy: (count: number, error: unknown) => boolean, error: unknown) =>
  [0, 1, 2].map((count) => policy(count, error));

describe('the default (every query the spec does not name)', () => {
  it.each([400, 401, 403, 404, 409, 422, 429])('never retries a %i', (status) => {
    expect(shouldRetry(0, http(status))).toBe(false);
  });

  it.each([
    ['a 500', http(500)],
    ['a network failure', network],
    ['a timeout', timeout],
    ['an unknown error', new Error('boom')],
  ])('retries %s up to 2 times', (_name, error) => {
    expect(retries(shouldRetry, error)).toEqual([true, true, false]);
  });
});

describe('/users/me, saved searches, tags and notifications: up to 2, never on 401', () => {
  it.each([400, 403, 404, 409, 422, 429, 500, 503])('retries a %i twice', (status) => {
    expect(retries(retryExceptOn401.retry, http(status))).toEqual([true, true, false]);
  });

  it('retries a network failure and a timeout twice', () => {
    expect(retries(retryExceptOn401.retry, network)).toEqual([true, true, false]);
    expect(retries(retryExceptOn401.retry, timeout)).toEqual([true, true, false]);
  });

  it('never retries a 401, an expired session or a token missing', () => {
    expect(retryExceptOn401.retry(0, http(401))).toBe(false);
    expect(retryExceptOn401.retry(0, new ApiError('No token available', 401, 'AuthError'))).toBe(
      false,
    );
  });
});

describe('company users: up to 2 on a 5xx, a 429 or a network failure', () => {
  it.each([
    ['a 500', http(500)],
    ['a 429', http(429)],
    ['a network failure', network],
  ])('retries %s twice', (_name, error) => {
    expect(retries(retryOnServerTrouble.retry, error)).toEqual([true, true, false]);
  });

  it.each([400, 401, 403, 404])('never retries a %i', (status) => {
    expect(retryOnServerTrouble.retry(0, http(status))).toBe(false);
  });
});

describe('what no policy retries', () => {
  it.each([
    ['a cancel', new ApiError('Solicitud cancelada', 0, 'AbortError')],
    ['an expired subscription', new ApiError('SUBSCRIPTION_EXPIRED', 403, 'SubscriptionExpired')],
    ['a check before sending', new ApiError('Invalid company ID provided', 400, 'ValidationError')],
  ])('%s', (_name, error) => {
    for (const policy of [shouldRetry, retryExceptOn401.retry, retryOnServerTrouble.retry]) {
      expect(policy(0, error)).toBe(false);
    }
  });
});

it('waits 1 s before the first retry and 2 s before the second', () => {
  expect([retryDelay(0), retryDelay(1)]).toEqual([1000, 2000]);
  expect(retryExceptOn401.retryDelay).toBe(retryDelay);
  expect(retryOnServerTrouble.retryDelay).toBe(retryDelay);
});

async function failWrite(error: ApiError) {
  const client = createQueryClient();
  client.setQueryData(['tags', 1], ['Postular']);
  await client
    .getMutationCache()
    .build(client, { mutationFn: () => Promise.reject(error) })
    .execute(undefined)
    .catch(() => undefined);
  return client.getQueryState(['tags', 1])?.isInvalidated;
}

describe('a write whose answer was lost (issue 39)', () => {
  it('asks again for what the screens show, as the write may have happened', async () => {
    expect(await failWrite(timeout)).toBe(true);
    expect(await failWrite(network)).toBe(true);
  });

  it('leaves them be when the server answered, even with a refusal', async () => {
    expect(await failWrite(http(500))).toBe(false);
    expect(await failWrite(http(409))).toBe(false);
  });
});
