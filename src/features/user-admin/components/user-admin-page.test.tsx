import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { fakeLayout } from '@/testing/fake-layout';
import { recordRequests } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { findToast, signInAs } from '@/testing/test-utils';

import { UserAdminPage } from './user-admin-page';

/**
 * The supervisor (Sebastián Fuentes, id 2, of company 2) over every account: the six seeded ones
 * and the 5,000 generated customers. Four seeded accounts have an @oportuna.cl e-mail: Daniela
 * Muñoz Rojas (Básico), Sebastián Fuentes (Pro), Alejandra Vidal (Empresa) and Carolina Soto
 * Pérez (Pro).
 */
beforeEach(async () => {
  await signInAs('supervisor');
  fakeLayout();
});

function setup() {
  const start = vi.fn<(userId: number) => Promise<unknown>>(() => Promise.resolve());
  const requests = recordRequests();
  const view = renderWithProviders(
    <UserAdminPage companyId={2} ownId={2} impersonate={{ start }} />,
    { url: '/dashboard/administracion-usuarios' },
  );
  return { ...view, start, requests };
}

const table = () => screen.getByRole('table', { name: 'Usuarios' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const names = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent);
const rowOf = (name: string) =>
  bodyRows().find((row) => within(row).getAllByRole('cell')[0]!.textContent === name)!;

/** Pasted rather than typed: each keystroke would filter the 5,006 accounts again. */
async function search(user: ReturnType<typeof setup>['user'], text: string) {
  const box = await screen.findByLabelText('Buscar usuarios');
  await user.clear(box);
  await user.click(box);
  await user.paste(text);
}

describe('UserAdminPage', () => {
  it('finds accounts by name, accents and case aside, and says when none matches', async () => {
    const { user } = setup();
    expect(await screen.findByRole('status')).toHaveTextContent(/^5\.006 de 5\.006 usuarios$/);

    await search(user, 'DANIELA munoz');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(/^1 de 5\.006 usuarios$/),
    );
    expect(
      within(rowOf('Daniela Muñoz Rojas'))
        .getAllByRole('cell')
        .slice(0, 5)
        .map((cell) => cell.textContent),
    ).toEqual([
      'Daniela Muñoz Rojas',
      'demo@oportuna.cl',
      'Comercial Andes SpA',
      'Básico',
      'Usuario',
    ]);

    await search(user, 'nadie se llama así');
    expect(
      await within(table()).findByText('Ningún usuario coincide con la búsqueda.'),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(/^0 de 5\.006 usuarios$/);
  });

  it("finds a company's people by its RUT", async () => {
    const { user } = setup();
    // Comercial Andes SpA's RUT, as stored: its three people.
    await search(user, '765432103');
    await waitFor(() =>
      expect(names()).toEqual(['Daniela Muñoz Rojas', 'Fernanda Castro', 'Joaquín Valdés']),
    );
  });

  it('sorts by a column, and the other way on a second click', async () => {
    const { user } = setup();
    await search(user, 'oportuna.cl');
    await waitFor(() =>
      expect(names()).toEqual([
        'Alejandra Vidal',
        'Carolina Soto Pérez',
        'Daniela Muñoz Rojas',
        'Sebastián Fuentes',
      ]),
    );
    const header = (name: string) =>
      within(table())
        .getAllByRole('columnheader')
        .find((cell) => cell.textContent === name)!;
    expect(header('Nombre')).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(header('Plan')).getByRole('button', { name: 'Plan' }));
    expect(header('Plan')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Nombre')).toHaveAttribute('aria-sort', 'none');
    expect(names()).toEqual([
      'Daniela Muñoz Rojas',
      'Alejandra Vidal',
      'Sebastián Fuentes',
      'Carolina Soto Pérez',
    ]);

    await user.click(within(header('Plan')).getByRole('button', { name: 'Plan' }));
    expect(header('Plan')).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual([
      'Sebastián Fuentes',
      'Carolina Soto Pérez',
      'Alejandra Vidal',
      'Daniela Muñoz Rojas',
    ]);

    // On a phone the same sort is a select.
    await user.selectOptions(within(table()).getByLabelText('Ordenar por'), 'Correo');
    expect(header('Correo')).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      'admin@oportuna.cl',
      'cobranza@oportuna.cl',
      'demo@oportuna.cl',
      'supervisor@oportuna.cl',
    ]);
  });

  it("changes a user's plan and AI subscription, and the row shows the new plan", async () => {
    const { user, requests } = setup();
    await search(user, 'demo@oportuna.cl');
    await user.click(await screen.findByRole('button', { name: 'Editar Daniela Muñoz Rojas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar a Daniela Muñoz Rojas' });
    expect(dialog).toHaveTextContent('demo@oportuna.cl');
    expect(within(dialog).getByLabelText('Plan')).toHaveDisplayValue('Básico');
    expect(within(dialog).getByLabelText('Suscripción de IA activa')).not.toBeChecked();
    expect(within(dialog).getByLabelText('Perfil')).toHaveDisplayValue('Usuario');

    await user.selectOptions(within(dialog).getByLabelText('Plan'), 'Pro');
    await user.click(within(dialog).getByLabelText('Suscripción de IA activa'));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(await findToast('Usuario actualizado')).toHaveTextContent('Daniela Muñoz Rojas');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() =>
      expect(within(rowOf('Daniela Muñoz Rojas')).getAllByRole('cell')[3]).toHaveTextContent('Pro'),
    );
    expect(await requests.bodies('PATCH', '/users/super/profile')).toEqual([
      { id: 1, planId: 2, ia_subs_active: true, profile: null },
    ]);
  });

  it('asks before acting as a user, and starts only on the confirmation', async () => {
    const { user, start } = setup();
    await search(user, 'oportuna.cl');
    await screen.findByRole('button', { name: 'Suplantar a Daniela Muñoz Rojas' });
    // Nobody acts as themself.
    expect(
      screen.queryByRole('button', { name: 'Suplantar a Sebastián Fuentes' }),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Suplantar a Daniela Muñoz Rojas' }));
    let confirm = await screen.findByRole('alertdialog', {
      name: '¿Suplantar a Daniela Muñoz Rojas?',
    });
    expect(confirm).toHaveTextContent(
      'Verás Oportuna como Daniela Muñoz Rojas (demo@oportuna.cl) y actuarás en su nombre hasta que finalices la suplantación desde el aviso superior.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(start).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Suplantar a Daniela Muñoz Rojas' }));
    confirm = await screen.findByRole('alertdialog', { name: '¿Suplantar a Daniela Muñoz Rojas?' });
    await user.click(within(confirm).getByRole('button', { name: 'Sí, suplantar' }));
    expect(start).toHaveBeenCalledExactlyOnceWith(1);
  });
});
