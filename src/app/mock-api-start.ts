import { env } from '@/config/env';
import { deferRequestsUntil } from '@/lib/defer-requests';

let started: Promise<unknown> | undefined;

/**
 * Mock mode: starts the mock API (its own chunk) once. A quiet public first screen paints
 * without waiting for it (decision 0010); meanwhile requests to it wait, and what reads the
 * mock database directly waits for `mockApiStarted()`.
 */
export function startMockApi() {
  if (!started) {
    started = import('@/mocks/browser').then(({ startMockApi: start }) => start());
    const bases = [env.API_URL, env.AUTH_API_URL, env.CORE_API_URL].map(
      (base) => new URL(base).pathname,
    );
    deferRequestsUntil(started, bases);
  }
  return started;
}

export function mockApiStarted() {
  return started ?? Promise.resolve();
}
