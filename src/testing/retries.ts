import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { onTestFinished, vi } from 'vitest';

import { createQueryClient, RETRY_DELAYS_MS } from '@/lib/react-query';
import type { FaultMethod, NewFaultRule } from '@/mocks/core/faults';

import { faults, recordRequests } from './mock-api';

/**
 * React Query's retries (1 s, then 2 s) on a fake clock: a read that fails for good shows its
 * error, and a test counts its attempts, without waiting real time. Call before rendering; the
 * clock still moves with real time (so user events and the mock API run as usual), and real
 * timers come back after the test.
 */
export function fakeRetryClock() {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
  return {
    /** Moves the clock past every retry's wait, a little at a time so each failure lands first. */
    async passRetries() {
      const total = RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0) + 500;
      for (let elapsed = 0; elapsed < total; elapsed += 50) {
        await vi.advanceTimersByTimeAsync(50);
      }
    },
  };
}

/**
 * Reads `options` once through the app's query client while `fault` hits every request to
 * `method path`, and says how many requests reached the mock API (1 = never retried) and how
 * the read ended.
 */
export async function attemptsUnder<T, TKey extends QueryKey>(
  options: FetchQueryOptions<T, unknown, T, TKey>,
  fault: NewFaultRule & { method: FaultMethod; path: string },
) {
  const clock = fakeRetryClock();
  const requests = recordRequests();
  faults.add(fault);
  const read = createQueryClient()
    .fetchQuery(options)
    .then(
      (data) => ({ data, error: undefined }),
      (error: unknown) => ({ data: undefined, error }),
    );
  await clock.passRetries();
  const outcome = await read;
  return { ...outcome, attempts: requests.to(fault.method, fault.path).length };
}
