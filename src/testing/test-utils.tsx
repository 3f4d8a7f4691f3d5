import { render, screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

import { setPageDataClient } from '@/app/page-data';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { createQueryClient } from '@/lib/react-query';
import { storeSession } from '@/lib/session';
import { db } from '@/mocks/core/database';
import { DEMO_ACCOUNTS, SEED_TEAM } from '@/mocks/areas/accounts/seed';
import { issueToken } from '@/mocks/core/session';

/** A seeded account by its short name (README's table), or any user's e-mail. */
export type SeededAccount = keyof typeof DEMO_ACCOUNTS | keyof typeof SEED_TEAM;

const SEEDED: Record<SeededAccount, { email: string }> = { ...DEMO_ACCOUNTS, ...SEED_TEAM };

/**
 * Signs a user of the mock database in the way the server would: a real token from the mock
 * API, in the session storage the app reads. `signInAs('demo')` or `signInAs('x@y.cl')`.
 */
export async function signInAs(account: SeededAccount | (string & {})) {
  const email = Object.hasOwn(SEEDED, account) ? SEEDED[account as SeededAccount].email : account;
  const user = db.state.users.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`No user ${email} in the mock database`);
  const token = await issueToken(user);
  storeSession(token);
  return { user, token };
}

/** Renders the whole app (its real routes and providers) at `url`. */
export function renderApp(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const queryClient = createQueryClient();
  // The routes' loaders send a page's data ahead through this client, as createApp's do.
  setPageDataClient(queryClient);
  const result = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router, queryClient, user: userEvent.setup() };
}

/**
 * A protected page titled `title` (its header's h1) once it is itself on screen: while the
 * session is checked, the dashboard's frame shows the same title with 'Verificando sesión...'
 * (or 'Uniéndote a la empresa...'), and nothing of the page can be used yet.
 */
export async function findSignedInPage(title: string | RegExp) {
  await screen.findByRole('heading', { level: 1, name: title });
  await waitFor(() => {
    expect(screen.queryByText(/^(Verificando sesión|Uniéndote a la empresa)\.\.\.$/)).toBeNull();
  });
  return screen.findByRole('heading', { level: 1, name: title });
}

/** The toast whose title is `title` (sonner renders toasts in the 'Notificaciones' region). */
export async function findToast(title: string) {
  // The Toaster mounts with the first toast (decision 0010).
  const region = await screen.findByRole('region', { name: /Notificaciones/ });
  // A first toast waits for sonner's code and, often, the code of what failed (Google's sign-in
  // error, loaded on its first use): on a busy two-core machine that passed the 4 s default.
  const titleNode = await within(region).findByText(title, undefined, { timeout: 8_000 });
  const toast = titleNode.closest('li');
  if (!toast) throw new Error(`Toast '${title}' is not inside a toast item`);
  return toast;
}

/**
 * jsdom cannot reload a page (it reports it through console.error): the reload the app asks
 * for (`location.reload` or `location.replace`) is recorded instead. The spy is restored after
 * the test (restoreMocks).
 */
export function stubPageReload() {
  const reload = vi.fn();
  const location = { ...window.location, reload, replace: reload };
  vi.spyOn(window, 'location', 'get').mockReturnValue(location);
  return reload;
}
