import type { QueryFunctionContext, QueryKey } from '@tanstack/react-query';

import { isApiError } from '@/lib/api-client';

/*
 * Retries, in one place (decision 0003). The spec: up to 2 retries; `/users/me` except on 401,
 * saved searches never on 401, tags and notifications not on 401, company users on 5xx, 429 or
 * a network error, 1 s then 2 s. Each query that the spec names spreads its policy into its
 * options; every other query keeps the default below.
 */

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
function isFinal(error: unknown) {
  return (
    isApiError(error) &&
    (error.type === 'AbortError' ||
      error.type === 'SubscriptionExpired' ||
      error.type === 'ValidationError')
  );
}

/** The default: no retry on 401 or any other 4xx (408 excepted); up to 2 otherwise. */
export function shouldRetry(failureCount: number, error: unknown) {
  if (isFinal(error)) return false;
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 408) {
    return false;
  }
  return failureCount < MAX_RETRIES;
}

/** `/users/me`, saved searches, tags and notifications: up to 2 retries, never after a 401. */
export const retryExceptOn401 = {
  retry: (failureCount: number, error: unknown) =>
    !isFinal(error) && !(isApiError(error) && error.status === 401) && failureCount < MAX_RETRIES,
  retryDelay,
};

/** Company users: up to 2 retries on a 5xx, a 429 or a network error (or a failure of ours). */
export const retryOnServerTrouble = {
  retry: (failureCount: number, error: unknown) =>
    !isFinal(error) &&
    failureCount < MAX_RETRIES &&
    (!isApiError(error) ||
      error.type === 'NetworkError' ||
      error.status === 429 ||
      error.status >= 500),
  retryDelay,
};

/**
 * The query function of a read that may return nothing (a 403 the subscription handler took,
 * decision 0003): the cache keeps what it already had, so a page on screen stays as it was
 * behind the plans modal; `null` only when there was nothing yet.
 */
export function keepingDataOnNothing<T>(read: (signal: AbortSignal) => Promise<T | null>) {
  return async ({ signal, client, queryKey }: QueryFunctionContext<QueryKey>): Promise<T | null> =>
    (await read(signal)) ?? client.getQueryData<T>(queryKey) ?? null;
}
