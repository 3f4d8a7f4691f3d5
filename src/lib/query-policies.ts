import type { QueryFunctionContext, QueryKey } from '@tanstack/react-query';

import { isApiError } from '@/lib/api-client';

import { isFinal, MAX_RETRIES, retryDelay } from './retry-rules';

/*
 * The retry policies the spec names per call (decision 0003), spread into those queries'
 * options; the default for every other query is in react-query.ts. Apart from it so that the
 * first screen, which creates the query client, does not carry them.
 */

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
