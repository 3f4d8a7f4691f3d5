import { describe, expect, it } from 'vitest';

import { ApiError } from './api-client';
import { shouldRetry } from './react-query';

describe('shouldRetry', () => {
  it.each([400, 401, 403, 404, 409, 422, 429])('never retries a %i', (status) => {
    expect(shouldRetry(0, new ApiError('x', status, 'HttpError'))).toBe(false);
  });

  it.each([
    ['a 500', new ApiError('x', 500, 'HttpError')],
    ['a network failure', new ApiError('x', 0, 'NetworkError')],
    ['a timeout', new ApiError('x', 408, 'TimeoutError')],
    ['an unknown error', new Error('boom')],
  ])('retries %s up to 2 times', (_name, error) => {
    expect(shouldRetry(0, error)).toBe(true);
    expect(shouldRetry(1, error)).toBe(true);
    expect(shouldRetry(2, error)).toBe(false);
  });

  it('never retries a cancelled request or an expired subscription', () => {
    expect(shouldRetry(0, new ApiError('x', 0, 'AbortError'))).toBe(false);
    expect(shouldRetry(0, new ApiError('SUBSCRIPTION_EXPIRED', 403, 'SubscriptionExpired'))).toBe(
      false,
    );
  });
});
