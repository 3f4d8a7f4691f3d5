import { useMutation, useQueryClient } from '@tanstack/react-query';

import { openSidebarSection } from '@/components/blocks/sidebar-section-state';
import { getErrorMessage, isSilentError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

import { SAVED_SEARCHES_SECTION_ID } from '../lib/saved-searches-section';
import { createSavedSearch, type SaveSearchInput } from './create-saved-search';
import { checkSavedSearchUnchanged } from '../lib/saved-search-conflict';
import type { SavedSearch } from './saved-search-schema';
import { refreshSavedSearches } from './refresh-saved-searches';
import { updateSavedSearch } from './update-saved-search';

export type SaveSearchVariables = SaveSearchInput & {
  id?: number;
  /** For an update: the saved search as the form opened it, checked against the server's. */
  base?: SavedSearch;
};

/** The saved-search modal's one save: creates (no id) or updates (with id) a saved search. */
export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, base, ...input }: SaveSearchVariables) => {
      if (id === undefined) return createSavedSearch(input);
      // Another tab's change first is told, never overwritten unseen (issue 39).
      if (base) await checkSavedSearchUnchanged(queryClient, base);
      return updateSavedSearch({ ...input, id });
    },
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
