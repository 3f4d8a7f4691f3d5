import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { register } from '@/features/auth/api/register-account';
import { createQueryClient } from '@/lib/react-query';
import { db } from '@/mocks/core/database';
import { server } from '@/mocks/node';
import { faults } from '@/mocks/core/faults';
import { renderApp } from '@/testing/test-utils';

const NEW_USER = {
  name: 'Valentina Reyes Soto',
  businessName: 'Ferretería Reyes SpA',
  rut: '12.345.678-5',
  email: 'valentina@reyes.cl',
  password: 'Reyes2026',
  confirmPassword: 'Reyes2026',
};

/** Registers through the API and returns the link of the verification mail. */
async function registerAndReadVerificationLink() {
  await register(NEW_USER);
  const href = db.state.emails.find((mail) => mail.to === NEW_USER.email)?.links[0]?.href;
  if (!href) throw new Error('No verification mail was sent');
  return href;
}

let verifyCalls: string[] = [];
const countVerifyCalls = ({ request }: { request: Request }) => {
  if (new URL(request.url).pathname.includes('/users/verify/')) verifyCalls.push(request.url);
};

beforeEach(() => {
  verifyCalls = [];
  server.events.on('request:start', countVerifyCalls);
});

afterEach(() => {
  server.events.removeListener('request:start', countVerifyCalls);
});

describe('e-mail verification screen', () => {
  it('verifies the account and welcomes the user by first name', async () => {
    const href = await registerAndReadVerificationLink();
    faults.set({ latencyMs: 100 });
    renderApp(href);
    expect(await screen.findByText('Estamos verificando tu correo…')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Verificando tu correo' })).toBeInTheDocument();

    expect(
      await screen.findByRole('heading', { name: '¡Te damos la bienvenida!' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Hola Valentina, tu correo quedó verificado/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(db.state.users.find((user) => user.email === NEW_USER.email)?.emailVerified).toBe(true);
    expect(verifyCalls).toHaveLength(1);
  });

  it("shows 'Hemos tenido un problema' for an unknown token", async () => {
    renderApp('/confirmation/token-que-no-existe');
    expect(
      await screen.findByRole('heading', { name: 'Hemos tenido un problema' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'No pudimos verificar tu correo. El enlace puede haber expirado o no ser válido.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    // A single-use token is never retried.
    expect(verifyCalls).toHaveLength(1);
  });

  it('does not spend the token again when the user comes back to the screen', async () => {
    const href = await registerAndReadVerificationLink();
    const { router } = renderApp(href);
    await screen.findByRole('heading', { name: '¡Te damos la bienvenida!' });

    await router.navigate('/terminos-y-condiciones');
    await router.navigate(-1);
    expect(
      await screen.findByRole('heading', { name: '¡Te damos la bienvenida!' }),
    ).toBeInTheDocument();
    expect(verifyCalls).toHaveLength(1);
  });

  it('fails for a link that was already used', async () => {
    const href = await registerAndReadVerificationLink();
    const first = renderApp(href);
    await screen.findByRole('heading', { name: '¡Te damos la bienvenida!' });
    first.unmount();

    renderApp(href);
    expect(
      await screen.findByRole('heading', { name: 'Hemos tenido un problema' }),
    ).toBeInTheDocument();
  });
});

describe('email verification under StrictMode', () => {
  it('spends the single-use token once and shows the welcome', async () => {
    await register({
      name: 'Tomás Herrera',
      businessName: 'Herrera y Cía. Ltda.',
      rut: '76.086.428-5',
      email: 'tomas@herrera.cl',
      password: 'Herrera26',
      confirmPassword: 'Herrera26',
    });
    const token = db.state.oneTimeTokens.find(
      (entry) => entry.kind === 'email-verification',
    )!.token;
    const verifyRequests: string[] = [];
    const onRequest = ({ request }: { request: Request }) => {
      if (request.url.includes('/users/verify/')) verifyRequests.push(request.url);
    };
    server.events.on('request:start', onRequest);
    try {
      const router = createMemoryRouter(routes, { initialEntries: [`/confirmation/${token}`] });
      render(
        <AppProvider queryClient={createQueryClient()}>
          <RouterProvider router={router} />
        </AppProvider>,
        { reactStrictMode: true },
      );
      expect(
        await screen.findByRole('heading', { name: '¡Te damos la bienvenida!' }),
      ).toBeInTheDocument();
      expect(verifyRequests).toHaveLength(1);
    } finally {
      server.events.removeListener('request:start', onRequest);
    }
  });
});
