import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

import { getErrorMessage, isAnswerLost, isApiError, isSilentError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

import { isFinal, MAX_RETRIES, retryDelay } from './retry-rules';

export { RETRY_DELAYS_MS, retryDelay } from './retry-rules';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Toast title shown when the query fails (spec texts such as 'Error al obtener ...'). */
      errorMessage?: string;
      /** Skip the global toast: the screen shows the error itself. */
      silent?: boolean;
    };
    mutationMeta: {
      errorMessage?: string;
    };
  }
}

/*
 * Retries, in one place (decision 0003). The spec: up to 2 retries; `/users/me` except on 401,
 * saved searches never on 401, tags and notifications not on 401, company users on 5xx, 429 or
 * a network error, 1 s then 2 s. Each query that the spec names spreads its policy into its
 * options; every other query keeps the default below.
 */

/** The default: no retry on 401 or any other 4xx (408 excepted); up to 2 otherwise. */
export function shouldRetry(failureCount: number, error: unknown) {
  if (isFinal(error)) return false;
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 408) {
    return false;
  }
  return failureCount < MAX_RETRIES;
}

export function createQueryClient() {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isSilentError(error) || query.meta?.silent) return;
        const title = query.meta?.errorMessage;
        if (title) toast.error(title, { description: getErrorMessage(error) });
        else toast.error(getErrorMessage(error));
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        // What the screen shows is asked again before the person tries again: a create that
        // did happen shows up, and its retry (the same Idempotency-Key) creates nothing more.
        if (isAnswerLost(error)) void client.invalidateQueries();
        const title = mutation.meta?.errorMessage;
        if (!title || isSilentError(error)) return;
        toast.error(title, { description: getErrorMessage(error) });
      },
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
