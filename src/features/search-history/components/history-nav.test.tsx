import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { SIDEBAR_SECTIONS_KEY } from '@/components/blocks/sidebar-section-state';
import { SidebarMenu, SidebarProvider } from '@/components/ui/sidebar';
import { createQueryClient } from '@/lib/react-query';
import { faults, holdRequests, recordRequests } from '@/testing/mock-api';
import { signInAs } from '@/testing/test-utils';
import { putUserQueries, type UserQueryRecord } from '@/testing/user-queries';

import { userQueryKeys } from '../api/get-user-queries';
import { HistoryNav } from './history-nav';

// The mock answers each period from the dates: 'now' is fixed so these stay in the last week.
const NOW = new Date('2026-11-22T12:00:00Z');

const WEEK: UserQueryRecord[] = [
  { id: 41, consulta: 'insumos médicos hospital regional', createdAt: '2026-11-20T17:30:00Z' },
  { id: 42, consulta: null, createdAt: '2026-11-21T12:05:00Z' },
  // 02:10 UTC on the 19th is still the 18th in Chile.
  { id: 43, consulta: '   ', createdAt: '2026-11-19T02:10:00Z' },
];

let token = '';

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  ({ token } = await signInAs('demo'));
  putUserQueries(WEEK);
});

afterEach(() => {
  vi.useRealTimers();
});

/** What each GET /user-queries asked for: period, company and credentials. */
function recordHistoryRequests() {
  const requests = recordRequests();
  return {
    get list() {
      return requests.to('GET', '/user-queries').map((request) => ({
        timeFilter: request.searchParams.get('timeFilter'),
        companyId: request.searchParams.get('companyId'),
        authorization: request.headers.get('Authorization'),
      }));
    },
  };
}

function renderNav(companyId = 1) {
  const queryClient = createQueryClient();
  // Keep the real retry rule (up to 2 on a 5xx) without waiting seconds for it.
  queryClient.setQueryDefaults(userQueryKeys.all, { retryDelay: 0 });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <SidebarProvider>
            <nav aria-label="Menú principal">
              <SidebarMenu>
                <HistoryNav companyId={companyId} />
              </SidebarMenu>
            </nav>
          </SidebarProvider>
        ),
      },
    ],
    { initialEntries: ['/dashboard'] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, user: userEvent.setup() };
}

async function openPeriod(user: ReturnType<typeof userEvent.setup>, label: string) {
  const section = screen.getByRole('button', { name: 'Historial' });
  if (section.getAttribute('aria-expanded') !== 'true') await user.click(section);
  await user.click(screen.getByRole('button', { name: label }));
}

describe('HistoryNav', () => {
  it('shows the three periods, closed, and asks for nothing until one is opened', async () => {
    const requests = recordHistoryRequests();
    const { user } = renderNav();

    const section = screen.getByRole('button', { name: 'Historial' });
    expect(section).toHaveAttribute('aria-expanded', 'false');
    await user.click(section);
    expect(section).toHaveAttribute('aria-expanded', 'true');

    for (const label of ['Última semana', 'Último mes', 'Últimos 3 meses']) {
      expect(await screen.findByRole('button', { name: label })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    }
    expect(requests.list).toHaveLength(0);
  });

  it("lists a period's queries: text or 'Consulta sin título', Chile date, link", async () => {
    const requests = recordHistoryRequests();
    const { user } = renderNav(1);

    await openPeriod(user, 'Última semana');
    const list = await screen.findByRole('list', { name: 'Última semana' });

    expect(requests.list).toEqual([
      { timeFilter: 'ultima_semana', companyId: '1', authorization: `Bearer ${token}` },
    ]);

    const links = within(list).getAllByRole('link');
    // Newest first.
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/dashboard/history-search/42',
      '/dashboard/history-search/41',
      '/dashboard/history-search/43',
    ]);

    const [untitled, named, blank] = links as [HTMLElement, HTMLElement, HTMLElement];
    expect(named).toHaveTextContent('insumos médicos hospital regional');
    expect(named).toHaveAttribute('title', 'insumos médicos hospital regional');
    // 17:30 UTC is 14:30 in Santiago in November (UTC-3).
    expect(within(named).getByText('20/11/26 14:30')).toHaveAttribute(
      'datetime',
      '2026-11-20T17:30:00Z',
    );
    expect(untitled).toHaveTextContent('Consulta sin título');
    expect(untitled).toHaveTextContent('21/11/26 09:05');
    expect(blank).toHaveTextContent('Consulta sin título');
    expect(blank).toHaveTextContent('18/11/26 23:10');
  });

  it('opens the history-search page when a query is clicked', async () => {
    putUserQueries(WEEK.slice(0, 1));
    const { user, router } = renderNav();

    await openPeriod(user, 'Último mes');
    await user.click(await screen.findByRole('link', { name: /insumos médicos/ }));

    expect(router.state.location.pathname).toBe('/dashboard/history-search/41');
    expect(screen.getByRole('link', { name: /insumos médicos/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it("leads to the whole history with 'Ver todas', as saved searches and tags do", async () => {
    const requests = recordHistoryRequests();
    const { user, router } = renderNav();
    await user.click(screen.getByRole('button', { name: 'Historial' }));
    const all = await screen.findByRole('link', { name: 'Ver todas' });
    expect(all).toHaveAttribute('href', '/dashboard/historial');
    // No period is open, so nothing is asked for.
    expect(requests.list).toHaveLength(0);
    await user.click(all);
    expect(router.state.location.pathname).toBe('/dashboard/historial');
  });

  it('shows a skeleton while loading', async () => {
    const history = holdRequests({ method: 'GET', path: '/user-queries' });
    const { user } = renderNav();

    await openPeriod(user, 'Últimos 3 meses');
    expect(
      screen.getByRole('status', { name: 'Cargando consultas: Últimos 3 meses' }),
    ).toBeInTheDocument();
    history.release();
    await screen.findByRole('list', { name: 'Últimos 3 meses' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says so when the period has no queries', async () => {
    putUserQueries([]);
    const { user } = renderNav();

    await openPeriod(user, 'Última semana');
    expect(await screen.findByText('No hay consultas en este período')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Última semana' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Ver todas']);
  });

  it('says so when the period fails to load, and can try again', async () => {
    putUserQueries(WEEK.slice(0, 1));
    const failing = faults.add({
      kind: 'server-error',
      message: 'Error fetching user queries',
      method: 'GET',
      path: '/user-queries',
    });
    const requests = recordHistoryRequests();
    const { user } = renderNav();

    await openPeriod(user, 'Último mes');
    expect(await screen.findByText('Error al cargar consultas')).toBeInTheDocument();
    // The shared rule: a 5xx is retried twice before the error shows.
    expect(requests.list).toHaveLength(3);

    faults.remove(failing);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: /insumos médicos/ })).toBeInTheDocument();
    expect(screen.queryByText('Error al cargar consultas')).not.toBeInTheDocument();
  });

  it('remembers which periods are open', async () => {
    const requests = recordHistoryRequests();
    const first = renderNav();
    await openPeriod(first.user, 'Últimos 3 meses');
    await screen.findByRole('list', { name: 'Últimos 3 meses' });
    expect(JSON.parse(localStorage.getItem(SIDEBAR_SECTIONS_KEY)!)).toMatchObject({
      history: true,
      'history:ultimos_3_meses': true,
    });
    first.unmount();

    renderNav();
    expect(screen.getByRole('button', { name: 'Últimos 3 meses' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Última semana' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await screen.findByRole('list', { name: 'Últimos 3 meses' });
    expect(requests.list.map((request) => request.timeFilter)).toEqual([
      'ultimos_3_meses',
      'ultimos_3_meses',
    ]);
  });
});
