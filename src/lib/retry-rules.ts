import type { ApiErrorType } from './api-messages';

/*
 * What the query client's default retry and the per-call policies share (decision 0003). It
 * imports no code: the first screen loads it with the query client, and the policies' chunks
 * with them (an import of the request path here made the bundler split modules out of the
 * first screen's entry).
 */

/** ApiError types no retry can change. */
const FINAL_TYPES: ReadonlySet<unknown> = new Set<ApiErrorType>([
  'AbortError',
  'SubscriptionExpired',
  'ValidationError',
]);

/** At most 2 retries, 1 s then 2 s (the spec's figures for company users, used for all). */
export const MAX_RETRIES = 2;
export const RETRY_DELAYS_MS = [1000, 2000] as const;

export function retryDelay(failureCount: number): number {
  return failureCount === 0 ? RETRY_DELAYS_MS[0] : RETRY_DELAYS_MS[1];
}

/**
 * What no retry can change: a cancel, an expired subscription (its modal speaks) and a service's
 * own check that failed before anything was sent.
 */
export function isFinal(error: unknown) {
  return FINAL_TYPES.has((error as { type?: unknown } | null)?.type);
}
