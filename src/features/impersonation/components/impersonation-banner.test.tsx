import { configure, screen, waitFor, within } from '@testing-library/react';
import { toast as sonner } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { STORAGE_KEYS, startImpersonation } from '@/lib/session';
import { DEMO_ACCOUNTS } from '@/mocks/seed/accounts';
import { renderApp, signInAs } from '@/testing/test-utils';

import { requestImpersonation } from '../api/start-impersonation';
import { IMPERSONATION_RELOAD_DELAY_MS } from '../hooks/use-impersonation';

// Routes load lazily: on a busy machine the first screen takes longer than the default 1 s.
configure({ asyncUtilTimeout: 4000 });

const { demo, supervisor } = DEMO_ACCOUNTS;

// Sonner keeps its toasts in module state and replays them to a new Toaster: start each test clean.
beforeEach(() => {
  sonner.dismiss();
});

async function findToast(title: string) {
  const region = screen.getByRole('region', { name: /Notificaciones/ });
  const titleNode = await within(region).findByText(title);
  const toast = titleNode.closest('li');
  if (!toast) throw new Error(`Toast '${title}' is not inside a toast item`);
  return toast;
}

/**
 * jsdom cannot reload a page (it reports it through console.error): the reload the app asks
 * for is recorded instead. The spy is restored after the test (restoreMocks).
 */
function stubPageReload() {
  const reload = vi.fn();
  const location = { ...window.location, reload };
  vi.spyOn(window, 'location', 'get').mockReturnValue(location);
  return reload;
}

/** A supervisor acting as the demo user, as the user-administration screen starts it. */
async function impersonateDemoUser() {
  const { token: supervisorToken } = await signInAs(supervisor.email);
  const target = await requestImpersonation(1);
  startImpersonation(
    { targetUserId: target.user.id, targetUserName: target.user.name },
    target.token,
  );
  return { supervisorToken, targetToken: target.token };
}

describe('impersonation banner', () => {
  it('is not shown without an active impersonation', async () => {
    await signInAs(supervisor.email);
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Búsquedas IA' });
    expect(screen.queryByRole('region', { name: 'Suplantación activa' })).not.toBeInTheDocument();
  });

  it('says who the staff member is acting as, while the app shows that user', async () => {
    await impersonateDemoUser();
    renderApp('/dashboard');
    const banner = await screen.findByRole('region', { name: 'Suplantación activa' });
    expect(banner).toHaveTextContent(`Estás actuando como ${demo.name}.`);
    await screen.findByRole('heading', { level: 1, name: 'Búsquedas IA' });
    expect(
      screen.getByRole('button', { name: `Menú de usuario: ${demo.name}` }),
    ).toBeInTheDocument();
  });

  it('ends the impersonation: own token back, user administration, then a reload', async () => {
    const { supervisorToken, targetToken } = await impersonateDemoUser();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe(targetToken);
    const reload = stubPageReload();
    const { user, router } = renderApp('/dashboard');
    const banner = await screen.findByRole('region', { name: 'Suplantación activa' });

    await user.click(within(banner).getByRole('button', { name: 'Finalizar suplantación' }));

    await findToast('Suplantación Finalizada');
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe(supervisorToken);
    expect(localStorage.getItem(STORAGE_KEYS.originalAuthToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.impersonationData)).toBeNull();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Administración de usuarios' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/administracion-usuarios');
    expect(screen.queryByRole('region', { name: 'Suplantación activa' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: `Menú de usuario: ${supervisor.name}` }),
    ).toBeInTheDocument();

    expect(IMPERSONATION_RELOAD_DELAY_MS).toBe(100);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });
});
