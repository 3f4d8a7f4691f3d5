import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { Button } from '@/components/ui/button';

import { ConfirmDialog } from './confirm-dialog';

function setup(onConfirm: () => Promise<unknown>) {
  render(
    <ConfirmDialog
      trigger={(open) => <Button onClick={open}>Revocar</Button>}
      title="¿Revocar este link?"
      description="No se puede deshacer."
      action="Sí, revocar"
      onConfirm={onConfirm}
    />,
  );
  return userEvent.setup();
}

describe('ConfirmDialog', () => {
  it('confirms, then closes', async () => {
    const onConfirm = vi.fn(async () => undefined);
    const user = setup(onConfirm);
    await user.click(screen.getByRole('button', { name: 'Revocar' }));
    // The dialog's body loads on first open.
    await user.click(await screen.findByRole('button', { name: 'Sí, revocar' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('stays open when it fails, and cancels', async () => {
    const user = setup(() => Promise.reject(new Error('no')));
    await user.click(screen.getByRole('button', { name: 'Revocar' }));
    // The dialog's body loads on first open.
    await user.click(await screen.findByRole('button', { name: 'Sí, revocar' }));
    expect(await screen.findByRole('alertdialog', { name: '¿Revocar este link?' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});

/** A row's button opens it, as a menu item or a table row does: no trigger of its own. */
function FromOutside({ onConfirm }: { onConfirm: () => unknown }) {
  const [target, setTarget] = useState<string | null>(null);
  return (
    <>
      <Button onClick={() => setTarget('Ana Pérez')}>Suplantar a Ana Pérez</Button>
      <p>{target ? `Abierto para ${target}` : 'Cerrado'}</p>
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        variant="default"
        title={`¿Suplantar a ${target ?? ''}?`}
        description="Actuarás en su nombre."
        action="Sí, suplantar"
        pendingLabel="Iniciando"
        onConfirm={onConfirm}
      />
    </>
  );
}

describe('ConfirmDialog opened from outside', () => {
  it('opens with open, waits while it confirms, then tells the owner it closed', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<FromOutside onConfirm={onConfirm} />);

    await user.click(screen.getByRole('button', { name: 'Suplantar a Ana Pérez' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Suplantar a Ana Pérez?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sí, suplantar' }));

    expect(onConfirm).toHaveBeenCalledOnce();
    const confirming = within(dialog).getByRole('button', { name: /Sí, suplantar$/ });
    expect(confirming).toBeDisabled();
    expect(within(confirming).getByRole('status', { name: 'Iniciando' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();

    finish();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByText('Cerrado')).toBeInTheDocument();
  });

  it('closes at once when the confirmation is done on the spot, and Cancelar closes it too', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(() => undefined);
    render(<FromOutside onConfirm={onConfirm} />);

    await user.click(screen.getByRole('button', { name: 'Suplantar a Ana Pérez' }));
    await user.click(screen.getByRole('button', { name: 'Sí, suplantar' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByText('Cerrado')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Suplantar a Ana Pérez' }));
    expect(screen.getByText('Abierto para Ana Pérez')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByText('Cerrado')).toBeInTheDocument();
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
