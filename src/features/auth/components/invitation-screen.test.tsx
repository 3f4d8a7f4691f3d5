import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { getMe } from '@/entities/user/api/get-me';
import { getToken, readPendingInvitation, storePendingInvitation } from '@/lib/session';
import { db } from '@/mocks/core/database';
import { DEMO_ACCOUNTS } from '@/mocks/areas/accounts/seed';
import { SEED_INVITATIONS } from '@/mocks/areas/invitations/seed';
import { faults } from '@/mocks/core/faults';
import { findSignedInPage, findToast, renderApp, signInAs } from '@/testing/test-utils';

const { generic, exhausted, personal } = SEED_INVITATIONS;
const { supervisor } = DEMO_ACCOUNTS;
const ANDES = 'Comercial Andes SpA';

const dashboardHeading = () => findSignedInPage('Búsquedas IA');

const isMemberOfAndes = (email: string) => {
  const user = db.state.users.find((candidate) => candidate.email === email);
  return db.state.memberships.some(
    (membership) => membership.userId === user?.id && membership.companyId === 1,
  );
};

async function openInvitation(path: string) {
  const view = renderApp(path);
  await screen.findByRole('heading', { name: 'Te invitaron a un equipo' });
  return view;
}

describe('invitation screen: validating the link', () => {
  it('shows the company, its formatted RUT and the invitations left of a generic link', async () => {
    await openInvitation(generic.path);
    expect(screen.getByText(ANDES)).toBeInTheDocument();
    expect(screen.getByText('RUT 76.543.210-3')).toBeInTheDocument();
    expect(screen.getByText('Quedan 4 invitaciones disponibles.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear cuenta' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ya tengo una cuenta' })).toBeInTheDocument();
  });

  it("says 'Queda 1 invitación disponible.' for the last use", async () => {
    db.write((state) => {
      state.invitations.find((entry) => entry.token === generic.token)!.usedCount = 4;
    });
    await openInvitation(generic.path);
    expect(screen.getByText('Queda 1 invitación disponible.')).toBeInTheDocument();
  });

  it('turns away a link that has reached its use limit', async () => {
    renderApp(exhausted.path);
    expect(
      await screen.findByText('La invitación ha alcanzado su límite máximo de usos'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Invitación no disponible' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Crear cuenta' })).not.toBeInTheDocument();
  });

  it('turns away an unknown token', async () => {
    renderApp('/invitation/token-inventado/1');
    expect(await screen.findByText('La invitación no es válida')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Invitación no disponible' })).toBeInTheDocument();
  });

  it('turns away a link without a company id', async () => {
    renderApp(`/invitation/${generic.token}/%20`);
    expect(await screen.findByText('Link de invitación inválido o incompleto')).toBeInTheDocument();
  });

  it.each([`/invitation/${generic.token}`, `/invitation/${generic.token}/`, '/invitation'])(
    'says %s is incomplete rather than showing the 404 page',
    async (path) => {
      renderApp(path);
      expect(
        await screen.findByText('Link de invitación inválido o incompleto'),
      ).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Invitación no disponible' })).toBeInTheDocument();
      expect(
        screen.queryByText('La página que buscas no existe o cambió de dirección.'),
      ).not.toBeInTheDocument();
    },
  );

  it('says the connection failed when the invitation cannot be read', async () => {
    faults.add({ kind: 'network', path: '/users/invitation-link/', method: 'GET', times: 1 });
    renderApp(generic.path);
    expect(
      await screen.findByText('Error de conexión. Por favor, inténtalo más tarde.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Invitación no disponible' })).toBeInTheDocument();
  });

  it('hides the count of a personal invitation', async () => {
    await openInvitation(personal.path);
    expect(screen.getByText(ANDES)).toBeInTheDocument();
    expect(screen.queryByText(/invitaci(ón|ones) disponibles?\./)).not.toBeInTheDocument();
  });
});

describe('invitation screen: creating an account', () => {
  it("locks the personal invitation's e-mail in the form", async () => {
    const { user } = await openInvitation(personal.path);
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    const form = screen.getByRole('form', { name: 'Registro por invitación' });
    const email = within(form).getByLabelText('Correo electrónico');
    expect(email).toHaveValue(personal.email);
    expect(email).toHaveAttribute('readonly');
    expect(within(form).getByText('Esta invitación es para este correo.')).toBeInTheDocument();
  });

  it('names the required fields', async () => {
    const { user } = await openInvitation(generic.path);
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await user.click(screen.getByRole('button', { name: 'Crear cuenta y unirme' }));
    expect(await screen.findByText('El nombre es requerido')).toBeInTheDocument();
    expect(screen.getByText('El email es requerido')).toBeInTheDocument();
    expect(screen.getByText('La contraseña es requerida')).toBeInTheDocument();
  });

  it('registers through the personal link, signs in and lands on the dashboard', async () => {
    const { user, router } = await openInvitation(personal.path);
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    const form = screen.getByRole('form', { name: 'Registro por invitación' });
    await user.type(within(form).getByLabelText('Nombre completo'), 'Camila Rojas');
    await user.type(within(form).getByLabelText('Contraseña'), 'Andes2026');
    await user.click(within(form).getByRole('button', { name: 'Crear cuenta y unirme' }));

    const toast = await findToast('¡Registro exitoso!');
    expect(toast).toHaveTextContent(`Te uniste al equipo de ${ANDES}.`);
    expect(await dashboardHeading()).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(getToken()).not.toBeNull();
    expect(
      screen.getByText(new RegExp(`Buscando oportunidades para ${ANDES}`)),
    ).toBeInTheDocument();
    expect(isMemberOfAndes(personal.email)).toBe(true);
  });

  it("shows 'Error en el registro' with the reason when the e-mail is taken", async () => {
    const { user } = await openInvitation(generic.path);
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    const form = screen.getByRole('form', { name: 'Registro por invitación' });
    await user.type(within(form).getByLabelText('Nombre completo'), 'Otra Daniela');
    await user.type(within(form).getByLabelText('Correo electrónico'), 'demo@oportuna.cl');
    await user.type(within(form).getByLabelText('Contraseña'), 'Andes2026');
    await user.click(within(form).getByRole('button', { name: 'Crear cuenta y unirme' }));

    const toast = await findToast('Error en el registro');
    expect(toast).toHaveTextContent('El correo electrónico ya está en uso.');
    expect(getToken()).toBeNull();
    expect(within(form).getByLabelText('Nombre completo')).toHaveValue('Otra Daniela');
  });

  it("returns from the form to the invitation with 'Volver'", async () => {
    const { user } = await openInvitation(generic.path);
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(screen.getByRole('heading', { name: 'Crea tu cuenta' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(screen.getByRole('heading', { name: 'Te invitaron a un equipo' })).toBeInTheDocument();
    expect(screen.getByText('Quedan 4 invitaciones disponibles.')).toBeInTheDocument();
  });
});

describe('invitation screen: joining with an existing account', () => {
  it("keeps the invitation, signs in and joins the company ('Ya tengo una cuenta')", async () => {
    const { user, router } = await openInvitation(generic.path);
    await user.click(screen.getByRole('button', { name: 'Ya tengo una cuenta' }));

    expect(await screen.findByRole('heading', { name: 'Bienvenido de nuevo' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(readPendingInvitation()).toEqual({
      token: generic.token,
      companyId: '1',
      companyName: ANDES,
    });
    const status = screen
      .getAllByRole('status')
      .find((element) => element.textContent?.includes('para unirte a'));
    expect(status).toHaveTextContent(`Inicia sesión o crea tu cuenta para unirte a ${ANDES}.`);

    const form = screen.getByRole('form', { name: 'Iniciar sesión' });
    await user.type(within(form).getByLabelText('Correo electrónico'), supervisor.email);
    await user.type(within(form).getByLabelText('Contraseña'), supervisor.password);
    await user.click(within(form).getByRole('button', { name: 'Iniciar sesión' }));

    const toast = await findToast(`Te uniste a ${ANDES}`);
    expect(toast).toHaveTextContent('Ya formas parte del equipo de la empresa en Oportuna.');
    await waitFor(() => expect(readPendingInvitation()).toBeNull());
    const me = (await getMe())!;
    expect(me.companies.map((company) => company.companyId)).toContain(1);
    expect(isMemberOfAndes(supervisor.email)).toBe(true);
  });

  it('says why joining failed, and forgets the invitation', async () => {
    await signInAs(DEMO_ACCOUNTS.demo.email);
    storePendingInvitation({ token: exhausted.token, companyId: String(exhausted.companyId) });
    renderApp('/dashboard');

    const toast = await findToast('No pudimos unirte a la empresa');
    expect(toast).toHaveTextContent('La invitación ha alcanzado su límite máximo de usos');
    await waitFor(() => expect(readPendingInvitation()).toBeNull());
    expect(screen.getByRole('heading', { level: 1, name: 'Búsquedas IA' })).toBeInTheDocument();
  });

  it('sends a signed-in visitor to the dashboard, where the invitation is accepted', async () => {
    await signInAs(supervisor.email);
    const { router } = renderApp(generic.path);
    expect(await dashboardHeading()).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');

    await findToast(`Te uniste a ${ANDES}`);
    await waitFor(() => expect(readPendingInvitation()).toBeNull());
    expect(isMemberOfAndes(supervisor.email)).toBe(true);
  });
});
