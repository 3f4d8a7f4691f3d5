import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

import type { SavedSearch } from '../api/saved-search-schema';
import { useDeleteSavedSearch } from '../api/delete-saved-search';

/**
 * Asks before deleting a saved search (spec search §2); closes once it is gone. It cannot be
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
  const deleting = mutation.isPending;

  const confirm = () => {
    if (!savedSearch) return;
    mutation.mutate(
      { id: savedSearch.id, companyId },
      {
        onSuccess: () => {
          onOpenChange(false);
          onDeleted?.(savedSearch);
        },
      },
    );
  };

  return (
    <AlertDialog
      open={open && savedSearch !== null}
      onOpenChange={(next) => {
        if (!next && deleting) return;
        onOpenChange(next);
      }}
    >
      <AlertDialogContent className="sm:max-w-md">
        <AlertDialogHeader>
          <AlertDialogTitle className="break-words">
            ¿Eliminar la búsqueda «{savedSearch?.name}»?
          </AlertDialogTitle>
          <AlertDialogDescription>
            Esta acción no se puede deshacer. La búsqueda y sus alertas por correo se eliminarán
            para siempre.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleting}>Cancelar</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction: the dialog stays open until the deletion is done. */}
          <Button type="button" variant="destructive" disabled={deleting} onClick={confirm}>
            {deleting && <Spinner label="Eliminando" />}
            Eliminar
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
