import type { QueryClient } from '@tanstack/react-query';

import { savedSearchKeys } from './saved-search-schema';

/** The cache is refreshed after a save or delete, then again this much later (decision 0008). */
export const SAVED_SEARCHES_SECOND_REFRESH_MS = 150;

/**
 * Refreshes the list now and once more shortly after: the backend may answer the first read
 * before it shows the write, and the spec asks for the second pass.
 */
export function refreshSavedSearches(queryClient: QueryClient) {
  setTimeout(() => {
    void queryClient.invalidateQueries({ queryKey: savedSearchKeys.all });
  }, SAVED_SEARCHES_SECOND_REFRESH_MS);
  return queryClient.invalidateQueries({ queryKey: savedSearchKeys.all });
}
