import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

/**
 * A dialog that holds a form: its title and description, then the form (children), which ends
 * with a FormDialogFooter. The content unmounts on close, so a form whose state lives in the
 * children starts afresh at each opening, while a failed save keeps what was typed. While
 * `pending`, Escape, a click outside and the close button do nothing.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  pending = false,
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Saving: the dialog cannot be closed until it is done. */
  pending?: boolean;
  /** The dialog's box (width, height). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && pending) return;
        onOpenChange(next);
      }}
    >
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description !== undefined && <DialogDescription>{description}</DialogDescription>}
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/**
 * The end of a dialog's form: what the server refused (an alert in the form, when it names no
 * field), 'Cancelar' and the submit button, which waits with a spinner while `pending`.
 * `children` go first in the row (e.g. a destructive 'Eliminar').
 */
export function FormDialogFooter({
  submitLabel,
  onCancel,
  pending = false,
  submitting = pending,
  pendingLabel = 'Guardando',
  submitDisabled = false,
  error,
  className,
  children,
}: {
  submitLabel: string;
  onCancel: () => void;
  /** Something runs: both buttons wait. */
  pending?: boolean;
  /** The submit is what runs (its spinner shows); `pending` by default. */
  submitting?: boolean;
  /** What the spinner says, e.g. 'Enviando'. */
  pendingLabel?: string;
  submitDisabled?: boolean;
  /** The server's refusal, said in the form. */
  error?: string | null;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <DialogFooter className={className}>
        {children}
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          Cancelar
        </Button>
        <Button type="submit" disabled={pending || submitDisabled}>
          {submitting && <Spinner label={pendingLabel} />}
          {submitLabel}
        </Button>
      </DialogFooter>
    </>
  );
}
