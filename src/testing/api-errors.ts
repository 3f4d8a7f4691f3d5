import { afterEach, beforeEach, expect, vi } from 'vitest';

import { API_MESSAGES, ApiError, setApiEventHandlers } from '@/lib/api-client';

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
