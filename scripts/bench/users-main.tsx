/**
 * User administration under load, for `npm run bench`: the real page with the mock's 5,000
 * generated customers (parsed with the client's schema), from a warm query cache. The bench
 * drives `window.usersBench` from Chromium: first render and DOM elements.
 */
// As the app's entry (main.tsx): zod never tries `new Function`, which the policy refuses.
import '@/lib/zod-jitless';
import '@/index.css';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

import {
  globalUserSchema,
  globalUsersQueryOptions,
} from '@/features/user-admin/api/get-global-users';
import { UserAdminPage } from '@/features/user-admin/components/user-admin-page';
import { directoryUsers } from '@/mocks/areas/accounts/user-directory';

const USERS = directoryUsers().map((entry) =>
  globalUserSchema.parse({
    id: entry.id,
    name: entry.name,
    email: entry.email,
    profile: null,
    planId: entry.planId,
    ia_subs_active: entry.iaSubsActive,
    companies: [
      { id: entry.id, business_name: entry.company.businessName, rut: entry.company.rut },
    ],
  }),
);

const afterPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

declare global {
  interface Window {
    usersBench: { rows: number; render: () => Promise<{ ms: number; domElements: number }> };
  }
}

window.usersBench = {
  rows: USERS.length,
  async render() {
    const container = document.getElementById('root')!;
    const client = new QueryClient();
    client.setQueryData(globalUsersQueryOptions().queryKey, USERS);
    const root = createRoot(container);
    const start = performance.now();
    flushSync(() =>
      root.render(
        <QueryClientProvider client={client}>
          <UserAdminPage companyId={1} ownId={0} impersonate={{ start: () => Promise.resolve() }} />
        </QueryClientProvider>,
      ),
    );
    await afterPaint();
    // The virtualiser measures its scroll box after the first paint: count once it has rows.
    await afterPaint();
    return { ms: performance.now() - start, domElements: container.querySelectorAll('*').length };
  },
};
