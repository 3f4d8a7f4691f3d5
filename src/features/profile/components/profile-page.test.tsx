import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { getMe } from '@/entities/user/api/get-me';
import { faults } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { findToast, signInAs } from '@/testing/test-utils';

import { ProfilePage } from './profile-page';

beforeEach(async () => {
  await signInAs('demo');
});

async function setup() {
  const user = (await getMe())!;
  return renderWithProviders(<ProfilePage user={user} companyId={1} />);
}

describe('the profile', () => {
  it('shows the person, their companies and plan, with a way to the plans', async () => {
    await setup();
    const data = screen.getByRole('region', { name: 'Tus datos' });
    expect(within(data).getByText('Daniela Muñoz Rojas')).toBeVisible();
    expect(within(data).getByText('Básico')).toBeVisible();
    expect(within(data).getByRole('link', { name: 'Ver planes' })).toHaveAttribute(
      'href',
      '/dashboard/planes',
    );
    expect(screen.getByRole('region', { name: 'Tus empresas' })).toHaveTextContent(
      'Comercial Andes SpA',
    );
  });

  it('changes the e-mail, and says at the field when it is taken or malformed', async () => {
    const { user } = await setup();
    const input = screen.getByLabelText('Nuevo correo electrónico');
    await user.clear(input);
    await user.type(input, 'supervisor@oportuna.cl');
    await user.click(screen.getByRole('button', { name: 'Guardar correo' }));
    expect(await screen.findByText('El correo electrónico ya está en uso.')).toBeVisible();
    expect(input).toHaveValue('supervisor@oportuna.cl');

    await user.clear(input);
    await user.type(input, 'daniela@');
    await user.click(screen.getByRole('button', { name: 'Guardar correo' }));
    expect(await screen.findByText('Ingrese un correo electrónico válido')).toBeVisible();

    faults.add({ kind: 'server-error', method: 'PUT', path: '/users/1', times: 1 });
    await user.clear(input);
    await user.type(input, 'daniela.munoz@andes.cl');
    await user.click(screen.getByRole('button', { name: 'Guardar correo' }));
    await findToast('No pudimos actualizar tu correo');
    expect(input).toHaveValue('daniela.munoz@andes.cl');

    await user.click(screen.getByRole('button', { name: 'Guardar correo' }));
    await findToast('Correo actualizado');
    expect((await getMe())!.email).toBe('daniela.munoz@andes.cl');
  });
});
