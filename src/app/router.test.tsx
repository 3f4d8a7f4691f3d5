import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { paths } from '@/config/paths';
import { fakeRetryClock } from '@/testing/retries';
import { findSignedInPage, renderApp, signInAs } from '@/testing/test-utils';

describe('routes', () => {
  it('shows the 404 screen for any unknown path', async () => {
    renderApp('/esto/no/existe');
    expect(
      await screen.findByText('La página que buscas no existe o cambió de dirección.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });

  it('sends a visitor without a session from a protected route to the landing page', async () => {
    const { router } = renderApp(paths.dashboard.tasks.getHref());
    // Sent from a protected page, the visitor lands on the sign-in form.
    expect(await screen.findByRole('heading', { name: 'Bienvenido de nuevo' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it("shows 'Verificando sesión...' while the user loads, then the page", async () => {
    await signInAs('demo@oportuna.cl');
    renderApp(paths.dashboard.root.getHref());
    expect(await screen.findByText('Verificando sesión...')).toBeInTheDocument();
    expect(await findSignedInPage('Búsquedas IA')).toBeInTheDocument();
    expect(screen.getByLabelText('¿Qué vende tu empresa?')).toBeInTheDocument();
  });

  it('sends a signed-in user from the landing page to the dashboard', async () => {
    await signInAs('demo@oportuna.cl');
    const { router } = renderApp('/');
    await findSignedInPage('Búsquedas IA');
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it.each([
    [paths.dashboard.kpi.getHref(), 'KPIs', 'Período'],
    [paths.dashboard.activities.getHref(), 'Actividades', 'Desde'],
    [paths.dashboard.calendar.getHref(), 'Calendario', 'Etiqueta'],
    [paths.dashboard.tasks.getHref(), 'Tareas', 'Vista de tareas'],
    [paths.dashboard.purchaseOrders.getHref(), 'Órdenes de compra', 'Buscar orden de compra'],
    [paths.dashboard.effectiveness.getHref(), 'Efectividad', 'Ver el resultado de una postulación'],
    [paths.dashboard.help.getHref(), 'Ayuda', 'Buscar en la ayuda'],
  ])('resolves %s with its title and its page', async (url, title, control) => {
    await signInAs('demo@oportuna.cl');
    renderApp(url);
    expect(await findSignedInPage(title)).toBeInTheDocument();
    expect(await screen.findByLabelText(control)).toBeInTheDocument();
    expect(screen.queryByText(/en construcción/)).not.toBeInTheDocument();
  });

  it.each([
    [
      paths.dashboard.purchaseOrder.getHref('500977-49-AG20'),
      'Orden de compra',
      'Orden de compra no encontrada.',
    ],
    [
      paths.dashboard.effectiveness.getHref('1509-5-L114'),
      'Efectividad',
      'No hay una postulación de tu empresa con ese código.',
    ],
  ])('says so when %s is not the company’s', async (url, title, message) => {
    await signInAs('demo@oportuna.cl');
    renderApp(url);
    expect(await findSignedInPage(title)).toBeInTheDocument();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it("reaches the whole search history from the sidebar's 'Ver todas'", async () => {
    await signInAs('demo@oportuna.cl');
    const { user, router } = renderApp(paths.dashboard.root.getHref());
    await findSignedInPage('Búsquedas IA');
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    await user.click(within(nav).getByRole('button', { name: 'Historial' }));
    await user.click(await within(nav).findByRole('link', { name: 'Ver todas' }));
    expect(await findSignedInPage('Historial de búsquedas')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/historial');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Tu historial de búsquedas' }),
    ).toBeInTheDocument();
  });

  it('keeps the receivables routes for the allow-listed e-mail only', async () => {
    await signInAs('demo@oportuna.cl');
    const first = renderApp(paths.dashboard.receivables.clients.getHref());
    await findSignedInPage('Búsquedas IA');
    expect(first.router.state.location.pathname).toBe('/dashboard');
    expect(screen.queryByRole('link', { name: 'Clientes' })).not.toBeInTheDocument();
    first.unmount();

    await signInAs('cobranza@oportuna.cl');
    renderApp(paths.dashboard.receivables.clients.getHref());
    expect(await findSignedInPage('Maestro de clientes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clientes' })).toBeInTheDocument();
  });
});

describe('dashboard shell', () => {
  it('shows user administration and the changelog to a supervisor only', async () => {
    await signInAs('supervisor@oportuna.cl');
    const supervisorView = renderApp(paths.dashboard.root.getHref());
    await findSignedInPage('Búsquedas IA');
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    expect(
      within(nav).getByRole('link', { name: 'Administración de usuarios' }),
    ).toBeInTheDocument();
    await supervisorView.user.click(within(nav).getByRole('button', { name: /Oportuna v1\.2\.6/ }));
    expect(
      await screen.findByRole('dialog', { name: 'Novedades de Oportuna' }),
    ).toBeInTheDocument();
    supervisorView.unmount();

    await signInAs('demo@oportuna.cl');
    renderApp(paths.dashboard.root.getHref());
    await findSignedInPage('Búsquedas IA');
    const demoNav = screen.getByRole('navigation', { name: 'Menú principal' });
    expect(
      within(demoNav).queryByRole('link', { name: 'Administración de usuarios' }),
    ).not.toBeInTheDocument();
    expect(
      within(demoNav).queryByRole('button', { name: /Oportuna v1\.2\.6/ }),
    ).not.toBeInTheDocument();
    expect(within(demoNav).getByText(/Oportuna v1\.2\.6/)).toBeInTheDocument();
  });

  it('collapses with Ctrl+B and Cmd+B, remembering the choice in the sidebar:state cookie', async () => {
    await signInAs('demo@oportuna.cl');
    const { user } = renderApp(paths.dashboard.root.getHref());
    await findSignedInPage('Búsquedas IA');
    const trigger = screen.getByRole('button', { name: 'Contraer menú lateral' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Control>}b{/Control}');
    expect(screen.getByRole('button', { name: 'Expandir menú lateral' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(document.cookie).toContain('sidebar:state=false');

    await user.keyboard('{Meta>}b{/Meta}');
    expect(screen.getByRole('button', { name: 'Contraer menú lateral' })).toBeInTheDocument();
    expect(document.cookie).toContain('sidebar:state=true');
  });

  it('reads the cookie back on load', async () => {
    document.cookie = 'sidebar:state=false; path=/';
    await signInAs('demo@oportuna.cl');
    renderApp(paths.dashboard.root.getHref());
    await findSignedInPage('Búsquedas IA');
    expect(screen.getByRole('button', { name: 'Expandir menú lateral' })).toBeInTheDocument();
  });

  it("offers the user menu with the spec's items and the user's initials", async () => {
    await signInAs('demo@oportuna.cl');
    const { user } = renderApp(paths.dashboard.root.getHref());
    await findSignedInPage('Búsquedas IA');
    const trigger = screen.getByRole('button', { name: 'Menú de usuario: Daniela Muñoz Rojas' });
    expect(within(trigger).getByText('DM')).toBeInTheDocument();
    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent?.trim()),
    ).toEqual([
      'Configuración de empresa',
      'Perfil',
      'Equipo de trabajo',
      // Not in the spec's list: issue 8 asks for the plans page from the user menu (decision 0006).
      'Planes',
      'Ayuda',
      'Cerrar sesión',
    ]);
  });

  it('shows the user-info error with a retry when the server fails, after 2 retries', async () => {
    await signInAs('demo@oportuna.cl');
    const clock = fakeRetryClock();
    const { faults } = await import('@/mocks/core/faults');
    faults.add({ kind: 'rate-limit', path: '/users/me', times: 3 });
    const { user } = renderApp(paths.dashboard.root.getHref());
    await clock.passRetries();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al obtener información del usuario');
    expect(alert).toHaveTextContent('Too many requests. Please wait and try again.');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(await findSignedInPage('Búsquedas IA')).toBeInTheDocument();
  });
});
