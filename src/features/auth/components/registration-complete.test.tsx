import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { rememberRegisteredEmail } from '@/features/auth/lib/registered-email';
import { renderApp } from '@/testing/test-utils';

describe('registration-complete screen', () => {
  it('shows the address to verify after a reload, with the tips and the way on', async () => {
    // What the registration form leaves behind; the navigation state is gone after a reload.
    rememberRegisteredEmail('valentina@reyes.cl');
    renderApp('/registro-completado');

    expect(await screen.findByRole('heading', { name: '¡Registro completado!' })).toBeVisible();
    expect(screen.getByText('valentina@reyes.cl')).toBeInTheDocument();
    expect(screen.getByText('Revisa tu carpeta de spam o correo no deseado.')).toBeInTheDocument();
    expect(screen.getByText('Puede tardar unos minutos en llegar.')).toBeInTheDocument();
    expect(screen.getByText('Comprueba que la dirección esté bien escrita.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'soporte@oportuna.cl' })).toHaveAttribute(
      'href',
      'mailto:soporte@oportuna.cl',
    );
    expect(screen.getByRole('link', { name: 'Continuar' })).toHaveAttribute('href', '/?auth=login');
  });

  it('still makes sense without a known address', async () => {
    renderApp('/registro-completado');
    expect(await screen.findByRole('heading', { name: '¡Registro completado!' })).toBeVisible();
    expect(
      screen.getByText(/^Te enviamos un correo para verificar tu cuenta\. Abre el enlace/),
    ).toBeInTheDocument();
  });
});
