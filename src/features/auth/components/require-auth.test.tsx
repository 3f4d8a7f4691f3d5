import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { storePendingInvitation } from '@/lib/session';
import { db } from '@/mocks/core/database';
import { holdRequests } from '@/testing/mock-api';
import { findToast, renderApp, signInAs } from '@/testing/test-utils';

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
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Búsquedas IA' }),
    ).toBeInTheDocument();
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
});
