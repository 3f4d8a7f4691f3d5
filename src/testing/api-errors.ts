import { afterEach, beforeEach, expect, vi } from 'vitest';

import { API_MESSAGES, ApiError, setApiEventHandlers } from '@/lib/api-client';

import { recordRequests } from './mock-api';

/** The typed error a call of the request path failed with; fails the test if it succeeded. */
export async function captureApiError(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

/**
 * The call, made now, fails with a 400 ValidationError saying `message` and nothing reaches the
 * API (a check before sending); the error, for the caller's further checks.
 */
export async function refusedBeforeSending(call: () => Promise<unknown>, message: string) {
  const requests = recordRequests();
  const error = await captureApiError(call());
  expect(error).toMatchObject({ status: 400, type: 'ValidationError', message });
  expect(requests.all).toEqual([]);
  return error;
}

/**
 * Spies on the request path's global events (session expired, a 403 offered to the subscription
 * handler, which takes SUBSCRIPTION_EXPIRED as the app's does), fresh for each test of the file
 * that calls it; fake timers are put back after each test.
 */
export function spyOnApiEvents() {
  const onSessionExpired = vi.fn();
  const onForbidden = vi.fn((message: string) => message === API_MESSAGES.subscriptionExpired);
  beforeEach(() => {
    onSessionExpired.mockClear();
    onForbidden.mockClear();
    setApiEventHandlers({ onSessionExpired, onForbidden });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  return { onSessionExpired, onForbidden };
}
