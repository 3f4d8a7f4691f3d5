import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

import { getErrorMessage, isSilentError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

import { retryDelay, shouldRetry } from './query-policies';

export * from './query-policies';

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
        retryDelay,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
