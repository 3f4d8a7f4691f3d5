import { useState } from 'react';

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

/**
 * Asks before deleting a tag (spec search §2): it warns that this cannot be undone and that the
 * tag leaves every opportunity. It stays open, and cannot be closed, until the deletion is done;
 * a failure leaves it open (the toast says why).
 */
export function ConfirmDeleteTagDialog({
  tagName,
  open,
  onOpenChange,
  onConfirm,
}: {
  tagName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Deletes; resolves when the tag is gone. */
  onConfirm: () => Promise<unknown>;
}) {
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    setDeleting(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // The mutation's toast has said why; the dialog stays for another try or a cancel.
    } finally {
      setDeleting(false);
    }
  };

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!next && deleting) return;
        onOpenChange(next);
      }}
    >
      <AlertDialogContent className="sm:max-w-md">
        <AlertDialogHeader>
          <AlertDialogTitle className="break-words">
            ¿Eliminar la etiqueta «{tagName}»?
          </AlertDialogTitle>
          <AlertDialogDescription>
            Esta acción no se puede deshacer. La etiqueta se quitará de todas las oportunidades que
            la tienen.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleting}>Cancelar</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction: the dialog stays open until the deletion is done. */}
          <Button
            type="button"
            variant="destructive"
            disabled={deleting}
            onClick={() => void confirm()}
          >
            {deleting && <Spinner label="Eliminando" />}
            Eliminar
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
