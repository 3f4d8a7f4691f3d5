import { env } from '@/config/env';
import { deferRequestsUntil } from '@/lib/defer-requests';
import { onFirstInput } from '@/lib/first-input';

let started: Promise<unknown> | undefined;
let markStarted: (value: Promise<unknown>) => void = () => {};
const whenStarted = new Promise<unknown>((resolve) => {
  markStarted = resolve;
});

/**
 * Until the mock API answers, a request made to it (the signed-in user asked for while the
 * page's code loads, a quick sign-in) starts it if need be and waits for it, instead of reaching
 * the static server.
 */
let deferring = false;
function deferRequestsToMock() {
  if (deferring) return;
  deferring = true;
  const bases = [env.API_URL, env.AUTH_API_URL, env.CORE_API_URL].map(
    (base) => new URL(base).pathname,
  );
  const restore = deferRequestsUntil(startMockApi, bases);
  void whenStarted.then(restore, restore);
}

/** Mock mode: starts the mock API (its own chunk) now, once. */
export function startMockApi() {
  deferRequestsToMock();
  if (!started) {
    started = __MOCK_API__
      ? import('@/mocks/browser').then(({ startMockApi: start }) => start())
      : Promise.resolve();
    markStarted(started);
  }
  return started;
}

/**
 * Mock mode on a quiet public first screen (decision 0010): the page paints and settles without
 * the mock API, whose start (a 200 KB chunk and the seeding of its database) waits for the
 * visitor's first input, or for the first request made to it, whichever comes first.
 */
export function startMockApiOnFirstUse() {
  deferRequestsToMock();
  onFirstInput(() => void startMockApi());
}

/** Settles once the mock API has started, without starting it: what reads its database waits. */
export function mockApiStarted() {
  return whenStarted;
}
