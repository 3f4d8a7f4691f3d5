import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { STORAGE_KEYS, startImpersonation } from '@/lib/session';
import { holdRequests } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { DEMO_ACCOUNTS } from '@/mocks/areas/accounts/seed';
import {
  findSignedInPage,
  findToast,
  renderApp,
  signInAs,
  stubPageReload,
} from '@/testing/test-utils';

import { requestImpersonation } from '../api/start-impersonation';
import {
  IMPERSONATION_RELOAD_DELAY_MS,
  useStartImpersonation,
  useStopImpersonation,
} from '../hooks/use-impersonation';

const { demo, supervisor } = DEMO_ACCOUNTS;

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
    await findSignedInPage('Búsquedas IA');
    expect(screen.queryByRole('region', { name: 'Suplantación activa' })).not.toBeInTheDocument();
  });

  it('says who the staff member is acting as, while the app shows that user', async () => {
    await impersonateDemoUser();
    renderApp('/dashboard');
    const banner = await screen.findByRole('region', { name: 'Suplantación activa' });
    expect(banner).toHaveTextContent(`Estás actuando como ${demo.name}.`);
    await findSignedInPage('Búsquedas IA');
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
    expect(reload).toHaveBeenCalledWith('/dashboard/administracion-usuarios');
  });

  it('ends as the staff member when starts and stops cross', async () => {
    const { token: supervisorToken } = await signInAs(supervisor.email);
    const reload = stubPageReload();
    function Controls() {
      const start = useStartImpersonation();
      const stop = useStopImpersonation();
      return (
        <>
          <button type="button" onClick={() => start.mutate(1)}>
            Suplantar
          </button>
          <button type="button" onClick={stop}>
            Finalizar
          </button>
          <output>{start.status}</output>
        </>
      );
    }
    const { user } = renderWithProviders(<Controls />);
    const status = screen.getByRole('status');

    // A stop pressed while the start is on its way: the start is dropped when it answers.
    let held = holdRequests({ method: 'POST', path: '/users/impersonate' });
    await user.click(screen.getByRole('button', { name: 'Suplantar' }));
    await waitFor(() => expect(held.held()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Finalizar' }));
    held.release();
    await waitFor(() => expect(status).toHaveTextContent('success'));
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe(supervisorToken);
    expect(localStorage.getItem(STORAGE_KEYS.impersonationData)).toBeNull();

    // 'Suplantar' pressed twice, both answered, then stopped within the 100 ms: the staff
    // member's own token comes back, and only the stop's reload runs.
    held = holdRequests({ method: 'POST', path: '/users/impersonate' });
    await user.click(screen.getByRole('button', { name: 'Suplantar' }));
    await user.click(screen.getByRole('button', { name: 'Suplantar' }));
    await waitFor(() => expect(held.held()).toHaveLength(2));
    held.release();
    await waitFor(() =>
      expect(localStorage.getItem(STORAGE_KEYS.impersonationData)).not.toBeNull(),
    );
    await waitFor(() => expect(status).toHaveTextContent('success'));
    await user.click(screen.getByRole('button', { name: 'Finalizar' }));
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe(supervisorToken);
    expect(localStorage.getItem(STORAGE_KEYS.originalAuthToken)).toBeNull();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(reload).toHaveBeenCalledWith('/dashboard/administracion-usuarios');
  });
});
