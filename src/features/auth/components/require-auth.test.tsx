import { screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';

import { setApiEventHandlers } from '@/lib/api-client';
import { storePendingInvitation } from '@/lib/session';
import { handleForbidden, useSubscriptionExpiry } from '@/lib/subscription-expiry';
import { db } from '@/mocks/core/database';
import { faults, holdRequests, recordRequests } from '@/testing/mock-api';
import { findSignedInPage, findToast, renderApp, signInAs } from '@/testing/test-utils';

/** A signed-in account that belongs to no company (as a new Google account does). */
async function signInWithoutCompany() {
  const demo = db.state.users.find((user) => user.email === 'demo@oportuna.cl')!;
  db.write((state) => {
    state.users.push({ ...demo, id: 900, email: 'sin.empresa@gmail.com', name: 'Rodrigo Álvarez' });
  });
  await signInAs('sin.empresa@gmail.com');
}

describe('RequireAuth', () => {
  it('tells an account without a company how to get one, instead of the dashboard', async () => {
    await signInWithoutCompany();
    renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { name: 'Tu cuenta no tiene una empresa asociada' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Búsquedas IA' })).not.toBeInTheDocument();
  });

  it('accepts a pending invitation first, so the new member enters the dashboard', async () => {
    await signInWithoutCompany();
    storePendingInvitation({ token: 'equipo-andes-2026', companyId: '1' });
    const accept = holdRequests({ method: 'POST', path: '/accept' });
    renderApp('/dashboard');
    expect(await screen.findByText('Uniéndote a la empresa...')).toBeInTheDocument();
    accept.release();
    await findToast('Te uniste a Comercial Andes SpA');
    expect(await findSignedInPage('Búsquedas IA')).toBeInTheDocument();
  });

  it('stops waiting when the invitation cannot be accepted', async () => {
    await signInWithoutCompany();
    storePendingInvitation({ token: 'no-existe', companyId: '1' });
    const accept = holdRequests({ method: 'POST', path: '/accept' });
    renderApp('/dashboard');
    expect(await screen.findByText('Uniéndote a la empresa...')).toBeInTheDocument();
    accept.release();
    await findToast('No pudimos unirte a la empresa');
    expect(
      await screen.findByRole('heading', { name: 'Tu cuenta no tiene una empresa asociada' }),
    ).toBeInTheDocument();
  });

  it('shows no error page behind the plans modal when the subscription has expired', async () => {
    // The app's subscription handler, as createApp installs it.
    setApiEventHandlers({ onForbidden: handleForbidden });
    onTestFinished(() => {
      setApiEventHandlers({ onForbidden: () => false });
      useSubscriptionExpiry.setState({ expired: false });
    });
    await signInAs('demo');
    faults.add({ kind: 'subscription-expired', method: 'GET', path: '/users/me', times: 1 });
    const requests = recordRequests();
    const { user } = renderApp('/dashboard');

    const modal = await screen.findByRole('dialog', { name: 'Tu suscripción ha expirado' });
    expect(within(modal).getByRole('region', { name: 'Plan Pro' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Error al obtener información del usuario')).not.toBeInTheDocument();
    // The call returned nothing: not retried.
    expect(requests.to('GET', '/users/me')).toHaveLength(1);

    // Closed, the modal leaves what to do next; 'Ver planes' opens it again.
    await user.keyboard('{Escape}');
    expect(
      await screen.findByRole('heading', { name: 'Renueva tu plan para seguir usando Oportuna' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver planes' }));
    expect(
      await screen.findByRole('dialog', { name: 'Tu suscripción ha expirado' }),
    ).toBeInTheDocument();
  });
});
