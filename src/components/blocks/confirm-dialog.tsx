import { useState, type ReactNode } from 'react';

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

export type ConfirmDialogProps = {
  title: ReactNode;
  description: ReactNode;
  /** The confirming button, e.g. 'Sí, eliminar'. */
  action: string;
  /**
   * Runs on the confirming button. A promise keeps the dialog open and busy until it settles:
   * it closes when it resolves and stays for another try or a cancel when it rejects (the
   * caller's toast says why). Anything else closes it at once.
   */
  onConfirm: () => unknown;
  /** Renders the control that opens it; leave it out to open it with `open`. */
  trigger?: (open: () => void) => ReactNode;
  /** Open from outside (a menu item, a row's button); with `onOpenChange`. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Destructive (red) for what cannot be undone; default for a plain confirmation. */
  variant?: 'destructive' | 'default';
  /** What the busy button's spinner says, e.g. 'Eliminando'. */
  pendingLabel?: string;
  /** The confirming button cannot be used (e.g. what it acts on is gone). */
  actionDisabled?: boolean;
};

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | null)?.then === 'function';

/**
 * A confirmation before something that cannot be undone (delete a file, revoke a link, remove
 * a member) or that changes a lot (start impersonating someone). It opens from its own
 * `trigger` or from outside (`open` / `onOpenChange`). While `onConfirm` runs it cannot be
 * closed, and its buttons wait. 'Eliminar' is a plain button, not AlertDialogAction, which
 * would close the dialog before the deletion is done.
 */
export function ConfirmDialog({
  title,
  description,
  action,
  onConfirm,
  trigger,
  open: controlledOpen,
  onOpenChange,
  variant = 'destructive',
  pendingLabel = 'Procesando',
  actionDisabled = false,
}: ConfirmDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (controlledOpen === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  const confirm = async () => {
    let result: unknown;
    try {
      result = onConfirm();
    } catch {
      return;
    }
    if (!isThenable(result)) {
      setOpen(false);
      return;
    }
    setBusy(true);
    try {
      await result;
      setOpen(false);
    } catch {
      // Said by the caller; the dialog stays for another try or a cancel.
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {trigger?.(() => setOpen(true))}
      <AlertDialog open={open} onOpenChange={(next) => (busy ? undefined : setOpen(next))}>
        <AlertDialogContent className="sm:max-w-md">
          <AlertDialogHeader>
            <AlertDialogTitle className="break-words">{title}</AlertDialogTitle>
            <AlertDialogDescription className="break-words">{description}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy}>Cancelar</AlertDialogCancel>
            <Button
              type="button"
              variant={variant}
              disabled={busy || actionDisabled}
              onClick={() => void confirm()}
            >
              {busy && <Spinner label={pendingLabel} />}
              {action}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
