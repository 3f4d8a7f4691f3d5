import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { getToken } from '@/lib/session';
import { findSignedInPage, findToast, renderApp } from '@/testing/test-utils';

import { db } from '../core/database';

const ERROR_TITLE = 'Error de autenticación con Google';

const queryToast = (title: string) =>
  within(screen.getByRole('region', { name: /Notificaciones/ })).queryByText(title);

async function openChooser() {
  const view = renderApp('/');
  await view.user.click(await screen.findByRole('button', { name: 'Continuar con Google' }));
  const dialog = await screen.findByRole('dialog', { name: 'Elige una cuenta de Google' });
  return { ...view, dialog };
}

describe('simulated Google account chooser', () => {
  it('says plainly that it is a simulation', async () => {
    const { dialog } = await openChooser();
    expect(within(dialog).getByText('Simulación: no es Google')).toBeInTheDocument();
    expect(
      within(
        within(dialog).getByRole('list', { name: 'Cuentas de Google simuladas' }),
      ).getAllByRole('button'),
    ).toHaveLength(3);
  });

  it('signs in with a listed account and opens the dashboard', async () => {
    const { user, dialog, router } = await openChooser();
    await user.click(within(dialog).getByRole('button', { name: /Daniela Muñoz Rojas/ }));

    const toast = await findToast('¡Autenticación exitosa!');
    expect(toast).toHaveTextContent('Hola Daniela Muñoz Rojas, has iniciado sesión con Google');
    expect(await findSignedInPage('Búsquedas IA')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(getToken()).not.toBeNull();
    // Choosing an account is not closing the popup: no cancellation toast.
    expect(queryToast(ERROR_TITLE)).not.toBeInTheDocument();
  });

  it("creates the user for another account ('Usar otra cuenta')", async () => {
    const { user, dialog } = await openChooser();
    const other = within(dialog).getByRole('form', { name: 'Usar otra cuenta' });
    await user.type(within(other).getByLabelText('Nombre'), 'Rodrigo Álvarez');
    await user.type(within(other).getByLabelText('Correo de Google'), 'Rodrigo.Alvarez@gmail.com');
    await user.click(within(other).getByRole('button', { name: 'Continuar con esta cuenta' }));

    const toast = await findToast('¡Autenticación exitosa!');
    expect(toast).toHaveTextContent('Hola Rodrigo Álvarez, has iniciado sesión con Google');
    // A new Google account has no company yet: the dashboard says how to get one.
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Tu cuenta no tiene una empresa asociada',
      }),
    ).toBeInTheDocument();
    expect(
      db.state.users.find((entry) => entry.email === 'rodrigo.alvarez@gmail.com'),
    ).toMatchObject({ name: 'Rodrigo Álvarez', registeredByGoogle: true, emailVerified: true });
  });

  it('checks the other account before using it', async () => {
    const usersBefore = db.state.users.length;
    const { user, dialog } = await openChooser();
    const other = within(dialog).getByRole('form', { name: 'Usar otra cuenta' });
    await user.type(within(other).getByLabelText('Correo de Google'), 'rodrigo@');
    await user.click(within(other).getByRole('button', { name: 'Continuar con esta cuenta' }));

    expect(within(other).getByText('El nombre es requerido')).toBeInTheDocument();
    expect(within(other).getByText('Ingrese un correo electrónico válido')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(db.state.users).toHaveLength(usersBefore);
  });

  it('treats closing the window as a cancellation by the user', async () => {
    const { user } = await openChooser();
    await user.keyboard('{Escape}');

    const toast = await findToast(ERROR_TITLE);
    expect(toast).toHaveTextContent('Autenticación cancelada por el usuario');
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Elige una cuenta de Google' }),
      ).not.toBeInTheDocument(),
    );
    expect(getToken()).toBeNull();
  });

  it('can simulate a blocked popup', async () => {
    const { user, dialog } = await openChooser();
    await user.click(
      within(dialog).getByRole('button', { name: 'Simular una ventana emergente bloqueada' }),
    );

    const toast = await findToast(ERROR_TITLE);
    expect(toast).toHaveTextContent('Popup bloqueado. Por favor, permite popups para este sitio');
    // Only the blocked-popup message: closing the dialog this way is not also a cancellation.
    expect(screen.getAllByText(ERROR_TITLE)).toHaveLength(1);
    expect(getToken()).toBeNull();
  });
});
