import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
    await user.click(screen.getByRole('button', { name: 'Sí, revocar' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('stays open when it fails, and cancels', async () => {
    const user = setup(() => Promise.reject(new Error('no')));
    await user.click(screen.getByRole('button', { name: 'Revocar' }));
    await user.click(screen.getByRole('button', { name: 'Sí, revocar' }));
    expect(await screen.findByRole('alertdialog', { name: '¿Revocar este link?' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
