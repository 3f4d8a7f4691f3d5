import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { getMe } from '@/entities/user/api/get-me';
import { renderWithProviders } from '@/testing/render-with-providers';
import { signInAs } from '@/testing/test-utils';

import { db } from '../core/database';
import { faults } from '../core/faults';
import MockControls from './mock-controls';

/** A storage that has run out of room. */
function fullStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: () => null,
    removeItem: (key) => void items.delete(key),
    setItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
  };
}

async function openControls(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(screen.getByRole('button', { name: /API simulada/ }));
  return screen.findByRole('dialog', { name: 'API simulada' });
}

describe('MockControls', () => {
  it('says when the browser storage is full', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await db.init({ storage: fullStorage() });
    try {
      const { user } = renderWithProviders(<MockControls />);
      expect(screen.getByRole('button', { name: /almacenamiento lleno/ })).toBeInTheDocument();
      const dialog = await openControls(user);
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'El almacenamiento del navegador está lleno: los cambios no sobrevivirán a una recarga.',
      );
    } finally {
      await db.init();
    }
  });

  it('shows nothing about storage while the state is saved', async () => {
    const { user } = renderWithProviders(<MockControls />);
    const dialog = await openControls(user);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("offers 'Retener en curso' and releases the held requests", { timeout: 15_000 }, async () => {
    await signInAs('demo');
    const { user } = renderWithProviders(<MockControls />);
    const dialog = await openControls(user);
    await user.click(within(dialog).getByRole('combobox', { name: 'Tipo' }));
    await user.click(
      await screen.findByRole('option', { name: 'Retener en curso (hasta liberar)' }),
    );
    await user.type(within(dialog).getByLabelText('Ruta (contiene)'), '/users/me');
    await user.click(within(dialog).getByRole('button', { name: 'Agregar falla' }));
    expect(within(dialog).getByRole('list', { name: 'Fallas activas' })).toHaveTextContent(
      'Retener en curso (hasta liberar) · cualquier método · /users/me · siempre',
    );

    const call = getMe();
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      '1 solicitud retenida en curso',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Liberar' }));
    await expect(call).resolves.toMatchObject({ email: 'demo@oportuna.cl' });
    await waitFor(() => expect(within(dialog).queryByRole('status')).not.toBeInTheDocument());

    await user.click(within(dialog).getByRole('button', { name: 'Quitar falla' }));
    expect(faults.get().rules).toEqual([]);
  });
});
