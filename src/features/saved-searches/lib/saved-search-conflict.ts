import type { QueryClient } from '@tanstack/react-query';

import { checkUnchanged } from '@/lib/edit-conflict';

import { savedSearchesQueryOptions } from '../api/get-saved-searches';
import type { SavedSearch } from '../api/saved-search-schema';

/** What a second tab is told when the saved search it edits changed or went meanwhile. */
export const SAVED_SEARCH_CONFLICT_MESSAGES = {
  changed: (search: Pick<SavedSearch, 'name'>) =>
    `Esta búsqueda cambió en otra pestaña o por otra persona mientras la editabas: ahora se llama «${search.name}». Revisa tus cambios y guarda de nuevo para reemplazarla.`,
  gone: 'Esta búsqueda ya no existe: se eliminó en otra pestaña o por otra persona.',
} as const;

/** What an edit of a saved search writes, lists in a stable order. */
const editedFields = (search: SavedSearch) => ({
  name: search.name,
  jsonData: search.json_data,
  sendEmail: search.sendEmail,
  notificationTimes: [...search.notificationTimes].sort(),
  notifyUserIds: search.notifyUsers.map((user) => user.id).sort((a, b) => a - b),
});

/**
 * Refuses an edit of `base` when the saved search changed or went since the form opened it
 * (GET /save-user-query read afresh: the sidebar and the list show the change too; issue 39).
 */
export async function checkSavedSearchUnchanged(queryClient: QueryClient, base: SavedSearch) {
  const list = await queryClient.fetchQuery({ ...savedSearchesQueryOptions(), staleTime: 0 });
  checkUnchanged({
    base,
    current: list.find((search) => search.id === base.id),
    fields: editedFields,
    changed: SAVED_SEARCH_CONFLICT_MESSAGES.changed,
    gone: SAVED_SEARCH_CONFLICT_MESSAGES.gone,
  });
}
