import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';
import { retryExceptOn401 } from '@/lib/query-policies';
import { runSavedSearchRequest } from '@/lib/service-errors';
import { sortByName } from '@/lib/sort-by-name';

import { savedSearchKeys, savedSearchSchema, type SavedSearch } from './saved-search-schema';

/** Cached 1 minute, retried up to 2 times, never on 401 (decision 0003). */
export const SAVED_SEARCHES_STALE_TIME_MS = 60_000;

export const savedSearchListResponseSchema = z.object({ data: z.array(savedSearchSchema) });

/** GET /save-user-query: the user's saved searches ('Error getting saved searches'). */
export async function getSavedSearches(signal?: AbortSignal) {
  const response = await runSavedSearchRequest('list', () =>
    apiRequest({
      path: '/save-user-query',
      schema: savedSearchListResponseSchema,
      timeout: 'user',
      signal,
    }),
  );
  return response.data;
}

export const savedSearchesQueryOptions = () =>
  queryOptions({
    queryKey: savedSearchKeys.list(),
    queryFn: ({ signal }) => getSavedSearches(signal),
    staleTime: SAVED_SEARCHES_STALE_TIME_MS,
    // Back in this tab, what another tab changed shows (issue 39).
    refetchOnWindowFocus: 'always',
    ...retryExceptOn401,
    meta: { errorMessage: 'Error al obtener búsquedas guardadas' },
  });

const sortSavedSearches = (searches: SavedSearch[]) => sortByName(searches);

/** The user's saved searches, sorted by name (decision 0008). */
export function useSavedSearches() {
  return useQuery({ ...savedSearchesQueryOptions(), select: sortSavedSearches });
}
