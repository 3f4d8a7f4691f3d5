import { useState, type ReactNode } from 'react';

import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/**
 * 'Eliminar' behind a confirmation. The dialog stays until the deletion is done; a failure keeps
 * it open (the caller's toast says why).
 */
export function ConfirmDeleteButton({
  label,
  title,
  description,
  onConfirm,
}: {
  /** The button's accessible name, e.g. 'Eliminar lista de precios'. */
  label: string;
  title: string;
  description: ReactNode;
  onConfirm: () => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const confirm = async () => {
    setDeleting(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch {
      // Said by the caller; the dialog stays for another try or a cancel.
    } finally {
      setDeleting(false);
    }
  };
  return (
    <AlertDialog open={open} onOpenChange={(next) => (deleting ? undefined : setOpen(next))}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" className="text-destructive" aria-label={label}>
          Eliminar
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent className="sm:max-w-md">
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleting}>Cancelar</AlertDialogCancel>
          <Button variant="destructive" disabled={deleting} onClick={() => void confirm()}>
            {deleting && <Spinner label="Eliminando" />}
            Sí, eliminar
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
