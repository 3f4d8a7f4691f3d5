import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import { userQueriesQueryOptions, type UserQuery } from '../api/get-user-queries';

/**
 * One past query by id, for the history-search page. The API has no endpoint for a single
 * query, so it is looked up in the whole history ('todo'), which the sidebar's cache shares.
 * `query` is null when the list loaded and the id is not in it.
 */
export function useUserQuery(
  companyId: number,
  queryId: number | string | null | undefined,
): {
  query: UserQuery | null;
  isPending: boolean;
  isError: boolean;
  refetch: () => Promise<unknown>;
} {
  const result = useQuery(userQueriesQueryOptions(companyId, 'todo'));
  const id = queryId === null || queryId === undefined || queryId === '' ? NaN : Number(queryId);

  const query = useMemo(
    () => (Number.isNaN(id) ? null : (result.data?.find((entry) => entry.id === id) ?? null)),
    [result.data, id],
  );

  return {
    query,
    isPending: result.isPending,
    isError: result.isError,
    refetch: result.refetch,
  };
}
