import { ConfirmDialog } from '@/components/blocks/confirm-dialog';

import type { SavedSearch } from '../api/saved-search-schema';
import { useDeleteSavedSearch } from '../api/delete-saved-search';

/**
 * Asks before deleting a saved search; closes once it is gone. It cannot be
 * closed while the deletion runs.
 */
export function DeleteSavedSearchDialog({
  savedSearch,
  open,
  onOpenChange,
  companyId,
  successDescription,
  onDeleted,
}: {
  savedSearch: SavedSearch | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  companyId: number;
  /** Extra sentence under 'Búsqueda eliminada' (the sidebar's spec text). */
  successDescription?: string;
  onDeleted?: (savedSearch: SavedSearch) => void;
}) {
  const mutation = useDeleteSavedSearch({ successDescription });
  return (
    <ConfirmDialog
      open={open && savedSearch !== null}
      onOpenChange={onOpenChange}
      title={`¿Eliminar la búsqueda «${savedSearch?.name ?? ''}»?`}
      description="Esta acción no se puede deshacer. La búsqueda y sus alertas por correo se eliminarán para siempre."
      action="Eliminar"
      pendingLabel="Eliminando"
      onConfirm={async () => {
        if (!savedSearch) return;
        await mutation.mutateAsync({ id: savedSearch.id, companyId });
        onDeleted?.(savedSearch);
      }}
    />
  );
}
