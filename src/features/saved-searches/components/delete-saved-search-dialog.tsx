import { ConfirmDialog } from '@/components/blocks/confirm-dialog';
import { toast } from '@/lib/toast';

import type { SavedSearch } from '../api/saved-search-schema';
import { useDeleteSavedSearch } from '../api/delete-saved-search';

/** Said when the search or the company lacks the id the deletion needs (decision 0008). */
export const MISSING_FOR_DELETE =
  'No se pudo obtener la información necesaria para eliminar la búsqueda.';

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/**
 * Asks before deleting a saved search; closes once it is gone. It cannot be
 * closed while the deletion runs. Without a usable search id or company id nothing is sent: a
 * toast says so and the confirmation stays for a cancel.
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
        if (!isId(savedSearch.id) || !isId(companyId)) {
          toast.error(MISSING_FOR_DELETE);
          throw new Error(MISSING_FOR_DELETE);
        }
        await mutation.mutateAsync({ id: savedSearch.id, companyId });
        onDeleted?.(savedSearch);
      }}
    />
  );
}
