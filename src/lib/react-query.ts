import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

import { getErrorMessage, isApiError, isSilentError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

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

/** No retry on 401 or any other 4xx; up to 2 retries otherwise (spec: retries up to 2). */
export function shouldRetry(failureCount: number, error: unknown) {
  if (isApiError(error)) {
    if (error.type === 'AbortError' || error.type === 'SubscriptionExpired') return false;
    if (error.status >= 400 && error.status < 500 && error.status !== 408) return false;
  }
  return failureCount < 2;
}

export function createQueryClient() {
  return new QueryClient({
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
        const title = mutation.meta?.errorMessage;
        if (!title || isSilentError(error)) return;
        toast.error(title, { description: getErrorMessage(error) });
      },
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
