import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { createQueryClient } from '@/lib/react-query';
import { storeSession } from '@/lib/session';
import { db } from '@/mocks/db/database';
import { issueToken } from '@/mocks/server/session';

/** Signs a seeded user in the way the server would: a real token from the mock API. */
export async function signInAs(email: string) {
  const user = db.state.users.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`No seeded user ${email}`);
  const token = await issueToken(user);
  storeSession(token);
  return { user, token };
}

/** Renders the whole app (its real routes and providers) at `url`. */
export function renderApp(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const queryClient = createQueryClient();
  const result = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router, queryClient, user: userEvent.setup() };
}
