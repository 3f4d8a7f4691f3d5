import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogTitle,
} from './alert-dialog';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from './sheet';

/** A dialog opened by state, the way a menu item or a shortcut opens one: no Radix Trigger. */
function OpenedByState({ kind }: { kind: 'dialog' | 'alert' | 'sheet' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      {kind === 'dialog' && (
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent>
            <DialogTitle>Diálogo</DialogTitle>
            <DialogDescription>Contenido</DialogDescription>
          </DialogContent>
        </Dialog>
      )}
      {kind === 'alert' && (
        <AlertDialog open={open} onOpenChange={setOpen}>
          <AlertDialogContent aria-describedby={undefined}>
            <AlertDialogTitle>Confirmar</AlertDialogTitle>
            <AlertDialogCancel>Cancelar</AlertDialogCancel>
          </AlertDialogContent>
        </AlertDialog>
      )}
      {kind === 'sheet' && (
        <Sheet open={open} onOpenChange={setOpen}>
          <SheetContent>
            <SheetTitle>Panel</SheetTitle>
            <SheetDescription>Contenido</SheetDescription>
          </SheetContent>
        </Sheet>
      )}
    </>
  );
}

describe('focus after a dialog closes', () => {
  it.each(['dialog', 'alert', 'sheet'] as const)(
    'a %s opened without a Trigger gives the focus back to what opened it',
    async (kind) => {
      const user = userEvent.setup();
      render(<OpenedByState kind={kind} />);
      const opener = screen.getByRole('button', { name: 'Abrir' });
      // By keyboard: a click does not focus a button in every browser (Safari), a key press does.
      opener.focus();
      await user.keyboard('{Enter}');
      expect(
        await screen.findByRole(kind === 'alert' ? 'alertdialog' : 'dialog'),
      ).toBeInTheDocument();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(opener).toHaveFocus());
    },
  );
});
