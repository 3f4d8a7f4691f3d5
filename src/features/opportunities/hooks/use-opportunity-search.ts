import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';

import { buildSearchJson, type SearchParams } from '@/lib/search-json';

import type { OpportunitySummary } from '@/entities/opportunity/api/opportunity-schema';
import { searchQueryOptions } from '../api/search-opportunities';

/**
 * One search at a time: run, cancel (silently, per spec), retry. Results stay cached while the
 * user walks through them; `restored` rows (from the navigation state) avoid a second request
 * when they come back.
 */
export function useOpportunitySearch({
  companyId,
  initialParams,
  restored,
}: {
  companyId: number;
  initialParams: SearchParams | null;
  restored?: { params: SearchParams; rows: OpportunitySummary[]; total: number } | null;
}) {
  const queryClient = useQueryClient();
  const [params, setParams] = useState<SearchParams | null>(restored?.params ?? initialParams);
  const [cancelled, setCancelled] = useState(false);
  const json = useMemo(() => (params ? buildSearchJson(params) : null), [params]);
  const search = searchQueryOptions(companyId, json ?? buildSearchJson({ query: '' }));
  const { queryKey } = search;

  const query = useQuery({
    ...search,
    enabled: json !== null && !cancelled,
    initialData:
      restored && params === restored.params
        ? { total: restored.total, resultados: restored.rows, queryId: null }
        : undefined,
  });

  const run = useCallback(
    (next: SearchParams) => {
      // The request leaves with the press, not once the press's render has committed: the
      // query above takes it over (the same key).
      void queryClient.prefetchQuery(searchQueryOptions(companyId, buildSearchJson(next)));
      setCancelled(false);
      setParams(next);
    },
    [queryClient, companyId],
  );

  const cancel = useCallback(() => {
    setCancelled(true);
    void queryClient.cancelQueries({ queryKey });
  }, [queryClient, queryKey]);

  const retry = useCallback(() => {
    setCancelled(false);
    void query.refetch();
  }, [query]);

  const status: 'idle' | 'searching' | 'cancelled' | 'error' | 'done' =
    params === null
      ? 'idle'
      : cancelled
        ? 'cancelled'
        : query.isFetching && !query.data
          ? 'searching'
          : query.isError
            ? 'error'
            : query.data
              ? 'done'
              : 'searching';

  return {
    params,
    status,
    result: query.data,
    error: query.error,
    isFetching: query.isFetching,
    run,
    cancel,
    retry,
  };
}
