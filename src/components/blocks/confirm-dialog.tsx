import { Suspense, useState, type ReactNode } from 'react';
import { lazyNamed } from '@/lib/lazy-named';

// Radix's alert dialog loads the first time a confirmation opens, not with every page that
// offers one (a task card's 'Eliminar' on each opportunity's detail).
const ConfirmDialogBody = lazyNamed(
  () => import('./confirm-dialog-body'),
  (module) => module.ConfirmDialogBody,
);

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
  // Mounted from its first opening on, so it closes with its animation.
  const [shown, setShown] = useState(open);
  if (open && !shown) setShown(true);
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
      {shown && (
        <Suspense fallback={null}>
          <ConfirmDialogBody
            open={open}
            onOpenChange={setOpen}
            title={title}
            description={description}
            action={action}
            variant={variant}
            busy={busy}
            actionDisabled={actionDisabled}
            pendingLabel={pendingLabel}
            onConfirm={() => void confirm()}
          />
        </Suspense>
      )}
    </>
  );
}
