import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

import { findToast } from '@/testing/test-utils';

import { LIMITS, SAID, toastTitled } from './fault-cases';
import { fill, PAGE_LOAD, underEveryFault } from './journey-matrix';

underEveryFault({
  name: 'un link de invitación al equipo',
  url: '/dashboard/equipo-de-trabajo',
  call: { method: 'POST', path: '/users/invitation-link' },
  limitMs: LIMITS.user,
  open: async ({ user }) => {
    const invite = await screen.findByRole('region', { name: 'Invita a tu equipo' }, PAGE_LOAD);
    const uses = within(invite).getByLabelText('Cuántas personas pueden usarlo');
    await user.clear(uses);
    await fill(user, uses, '3');
    return { invite, uses, generate: within(invite).getByRole('button', { name: 'Generar link' }) };
  },
  act: ({ generate }, user) => user.click(generate),
  kept: ({ uses, generate }) => {
    expect(uses).toHaveValue(3);
    expect(generate).toBeEnabled();
  },
  done: async ({ invite }) => {
    const links = within(invite).getByRole('list', { name: 'Links activos' });
    expect(await within(links).findByText(/^Usado 0 de 3 · vence el/)).toBeVisible();
  },
  shows: toastTitled('No pudimos generar el link', SAID),
});

const ORGANIZATION = 'Hospital de Prueba Fallas';

underEveryFault({
  name: 'un cliente nuevo de cuentas por cobrar',
  account: 'receivables',
  url: '/dashboard/cuentas-por-cobrar/clientes',
  call: { method: 'POST', path: '/receivables/clients' },
  limitMs: LIMITS.user,
  open: async ({ user }) => {
    await user.click(await screen.findByRole('button', { name: 'Nuevo cliente' }, PAGE_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo cliente' });
    const rut = within(dialog).getByLabelText('RUT');
    await fill(user, rut, '76.543.210-3');
    const organization = within(dialog).getByLabelText('Nombre de la organización');
    await fill(user, organization, ORGANIZATION);
    const create = within(dialog).getByRole('button', { name: 'Crear cliente' });
    return { dialog, rut, organization, create };
  },
  act: ({ create }, user) => user.click(create),
  kept: ({ dialog, rut, organization, create }) => {
    expect(dialog).toBeVisible();
    expect(rut).toHaveValue('76.543.210-3');
    expect(organization).toHaveValue(ORGANIZATION);
    expect(create).toBeEnabled();
  },
  done: async ({ dialog }) => {
    expect(await findToast('Cliente creado')).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
  shows: toastTitled('No se pudo guardar el cliente', SAID),
});
