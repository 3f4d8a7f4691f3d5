import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { userKeys } from '@/entities/user/api/user-keys';
import { DEMO_ACCOUNTS } from '@/mocks/areas/accounts/seed';
import {
  findSignedInPage,
  findToast,
  renderApp,
  signInAs,
  stubPageReload,
} from '@/testing/test-utils';

const { demo } = DEMO_ACCOUNTS;

afterEach(() => {
  vi.useRealTimers();
});

const keysOf = (storage: Storage) =>
  Array.from({ length: storage.length }, (_, index) => storage.key(index)!);

describe('logout from the user menu', () => {
  it('clears the session and app keys, shows the landing page and reloads', async () => {
    await signInAs(demo.email);
    localStorage.setItem('user_data', JSON.stringify({ name: demo.name }));
    localStorage.setItem('oportuna_tour_seen', 'true');
    localStorage.setItem('company_data', '{}');
    localStorage.setItem('dashboard_filters', '{}');
    localStorage.setItem('draft_search', 'cables');
    localStorage.setItem('mockapi.db', '{"kept":true}');
    sessionStorage.setItem('oportuna_registered_email', demo.email);
    sessionStorage.setItem('auth_token', 'stale');
    sessionStorage.setItem('chat_history', '[]');
    const reload = stubPageReload();

    const { user, router, queryClient } = renderApp('/dashboard');
    await findSignedInPage('Búsquedas IA');
    await user.click(screen.getByRole('button', { name: `Menú de usuario: ${demo.name}` }));
    const logout = await screen.findByRole('menuitem', { name: 'Cerrar sesión' });

    // From the logout on, the clock moves only when the test moves it. user-event waits on a
    // 0 ms timer after each action, which a stopped clock never fires: the item is clicked as is.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(logout);
    // The page reloads 100 ms after the logout, at '/' (decision 0007).
    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(reload).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledWith('/');

    // What the page shows meanwhile (jsdom does not reload): the clock runs by itself again.
    vi.setTimerTickMode('interval');
    await findToast('Sesión cerrada');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Encuentra las licitaciones que tu empresa puede ganar.',
      }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');

    for (const storage of [localStorage, sessionStorage]) {
      expect(
        keysOf(storage).filter(
          (key) => key === 'auth_token' || key === 'user_data' || key.startsWith('oportuna_'),
        ),
      ).toEqual([]);
    }
    for (const key of ['company_data', 'dashboard_filters', 'draft_search']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(sessionStorage.getItem('chat_history')).toBeNull();
    expect(localStorage.getItem('mockapi.db')).toBe('{"kept":true}');
    expect(queryClient.getQueryData(userKeys.me())).toBeUndefined();
    expect(reload).toHaveBeenCalledTimes(1);
  }, 10_000);
});
