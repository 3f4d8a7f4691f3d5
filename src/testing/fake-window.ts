import { vi } from 'vitest';

/**
 * A window for window-message tests: jsdom's postMessage gives no `source` and no `origin`, so
 * the bridge's checks cannot be exercised on it. This one delivers a message, a task later, with
 * itself as the source and its origin, and only when `targetOrigin` is its origin or '*'.
 */
export function createFakeWindow(origin = 'https://app.oportuna.cl') {
  const target = new EventTarget() as EventTarget & {
    location: { origin: string };
    postMessage: (data: unknown, targetOrigin: string) => void;
    /** Every message posted, with the origin it was addressed to. */
    posted: { data: unknown; targetOrigin: string }[];
    /** Delivers a message as if `source` had posted it from `from`. */
    deliver: (data: unknown, from?: { source?: unknown; origin?: string }) => void;
  };
  target.location = { origin };
  target.posted = [];
  target.deliver = (data, from = {}) => {
    const event = new Event('message');
    Object.assign(event, {
      data: structuredClone(data),
      origin: from.origin ?? origin,
      source: 'source' in from ? from.source : target,
    });
    target.dispatchEvent(event);
  };
  target.postMessage = (data, targetOrigin) => {
    target.posted.push({ data, targetOrigin });
    if (targetOrigin !== origin && targetOrigin !== '*') return;
    setTimeout(() => target.deliver(data), 0);
  };
  return target as unknown as Window & {
    posted: { data: unknown; targetOrigin: string }[];
    deliver: (data: unknown, from?: { source?: unknown; origin?: string }) => void;
  };
}

/**
 * Waits for a promise under fake timers, moving them 10 ms at a time (at most `ms`): the fake
 * window delivers messages a task later, so timers and the message queue both have to run.
 */
export async function settleWithTimers<T>(promise: Promise<T>, ms = 12_000): Promise<T> {
  let done = false;
  let value: T | undefined;
  let failure: unknown;
  promise.then(
    (result) => {
      done = true;
      value = result;
    },
    (error: unknown) => {
      done = true;
      failure = error;
    },
  );
  for (let elapsed = 0; elapsed < ms && !done; elapsed += 10) {
    await vi.advanceTimersByTimeAsync(10);
  }
  if (failure) throw failure;
  return value as T;
}
