import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';

import { openSidebarSection } from '@/components/blocks/sidebar-section-state';
import { getErrorMessage, isSilentError } from '@/lib/api-client';
import { sortByName } from '@/lib/sort-by-name';
import { toast } from '@/lib/toast';

import {
  savedSearchKeys,
  type SavedSearch,
  type SaveSearchInput,
} from '../api/saved-search-schema';
import {
  createSavedSearch,
  deleteSavedSearch,
  savedSearchesQueryOptions,
  updateSavedSearch,
} from '../api/saved-searches';

/** The sidebar section that lists saved searches. */
export const SAVED_SEARCHES_SECTION_ID = 'saved-searches';

/** Spec search §4: the cache is refreshed after a save or delete, then again this much later. */
export const SAVED_SEARCHES_SECOND_REFRESH_MS = 150;

const sortSavedSearches = (searches: SavedSearch[]) => sortByName(searches);

/** The user's saved searches, sorted by name (spec search §2). */
export function useSavedSearches() {
  return useQuery({ ...savedSearchesQueryOptions(), select: sortSavedSearches });
}

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

export type SaveSearchVariables = SaveSearchInput & { id?: number };

/** Creates (no id) or updates (with id) a saved search. */
export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: SaveSearchVariables) =>
      id === undefined ? createSavedSearch(input) : updateSavedSearch({ ...input, id }),
    onSuccess: (_saved, variables) => {
      toast.success(variables.id === undefined ? 'Búsqueda guardada' : 'Búsqueda actualizada');
      // The new name shows where the user looks next: the sidebar's section, opened.
      if (variables.id === undefined) openSidebarSection(SAVED_SEARCHES_SECTION_ID);
      void refreshSavedSearches(queryClient);
    },
    onError: (error) => {
      // An expired session or subscription already speaks for itself.
      if (isSilentError(error)) return;
      // The server's own words matter here: a 403 names the plan's saved-search limit.
      toast.error('Error', { description: getErrorMessage(error) });
    },
  });
}

/** Deletes a saved search; `successDescription` lets the sidebar add its own sentence. */
export function useDeleteSavedSearch({ successDescription }: { successDescription?: string } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: () => {
      toast.success('Búsqueda eliminada', { description: successDescription });
      void refreshSavedSearches(queryClient);
    },
    onError: (error) => {
      if (isSilentError(error)) return;
      toast.error('No se pudo eliminar la búsqueda', { description: getErrorMessage(error) });
    },
  });
}
