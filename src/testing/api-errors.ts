import { afterEach, beforeEach, expect, vi } from 'vitest';

import { ApiError, setApiEventHandlers } from '@/lib/api-client';

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
 * Spies on the request path's global events (session expired, subscription expired), fresh for
 * each test of the file that calls it; fake timers are put back after each test.
 */
export function spyOnApiEvents() {
  const onSessionExpired = vi.fn();
  const onSubscriptionExpired = vi.fn();
  beforeEach(() => {
    onSessionExpired.mockClear();
    onSubscriptionExpired.mockClear();
    setApiEventHandlers({ onSessionExpired, onSubscriptionExpired });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  return { onSessionExpired, onSubscriptionExpired };
}
