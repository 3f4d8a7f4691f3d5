import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { faults, holdRequests, recordRequests } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { signInAs } from '@/testing/test-utils';
import { putUserQueries, type UserQueryRecord } from '@/testing/user-queries';

import { HISTORY_PAGE_SIZE, HistoryPage } from './history-page';

const NOW = new Date('2026-11-22T12:00:00Z');

/** `count` queries, one an hour back from now: number 1 is the newest. */
function hourly(count: number): UserQueryRecord[] {
  return Array.from({ length: count }, (_, index) => ({
    id: 100 + index,
    consulta: `consulta ${index + 1}`,
    createdAt: new Date(NOW.getTime() - (index + 1) * 3_600_000).toISOString(),
  }));
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  await signInAs('demo');
});

afterEach(() => {
  vi.useRealTimers();
});

function renderPage(url = '/dashboard/historial') {
  return renderWithProviders(<HistoryPage companyId={1} />, { url });
}

describe('HistoryPage', () => {
  it('lists the whole history, newest first, with its text or the untitled name, its date and a link', async () => {
    putUserQueries([
      // Older than the sidebar's three months: the page shows it all the same.
      { id: 7, consulta: 'sillas de oficina', createdAt: '2026-03-02T13:15:00Z' },
      { id: 8, consulta: '  ', createdAt: '2026-11-21T12:05:00Z' },
      { id: 9, consulta: 'insumos médicos hospital regional', createdAt: '2026-11-20T17:30:00Z' },
    ]);
    const requests = recordRequests();
    const { user, router } = renderPage();

    const list = await screen.findByRole('list', { name: 'Historial de búsquedas' });
    expect(
      requests
        .to('GET', '/user-queries')
        .map((request) => [
          request.searchParams.get('timeFilter'),
          request.searchParams.get('companyId'),
        ]),
    ).toEqual([[null, '1']]);
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Consulta sin título21/11/26 09:05',
      'insumos médicos hospital regional20/11/26 14:30',
      'sillas de oficina02/03/26 10:15',
    ]);
    expect(within(links[1]!).getByText('20/11/26 14:30')).toHaveAttribute(
      'datetime',
      '2026-11-20T17:30:00Z',
    );
    expect(
      screen.getByText(
        '3 consultas, de la más reciente a la más antigua. Abre una para repetirla.',
      ),
    ).toBeInTheDocument();
    // Everything fits one page: no pages to move through.
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();

    await user.click(links[2]!);
    expect(router.state.location.pathname).toBe('/dashboard/history-search/7');
  });

  it('pages a long history 20 at a time, keeping the page in the address', async () => {
    expect(HISTORY_PAGE_SIZE).toBe(20);
    putUserQueries(hourly(45));
    const { user, router } = renderPage();

    const list = await screen.findByRole('list', { name: 'Historial de búsquedas' });
    expect(within(list).getAllByRole('link')).toHaveLength(20);
    const pages = screen.getByRole('navigation', { name: 'Páginas de historial' });
    expect(within(pages).getByText('Página 1 de 3')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Anterior' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Siguiente' }));
    await user.click(within(pages).getByRole('button', { name: 'Siguiente' }));
    expect(router.state.location.search).toBe('?pagina=3');
    expect(within(pages).getByText('Página 3 de 3')).toBeInTheDocument();
    const last = within(screen.getByRole('list', { name: 'Historial de búsquedas' })).getAllByRole(
      'link',
    );
    expect(last.map((link) => link.getAttribute('href'))).toEqual([
      '/dashboard/history-search/140',
      '/dashboard/history-search/141',
      '/dashboard/history-search/142',
      '/dashboard/history-search/143',
      '/dashboard/history-search/144',
    ]);
    expect(within(pages).getByRole('button', { name: 'Siguiente' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Anterior' }));
    expect(router.state.location.search).toBe('?pagina=2');
    expect(
      within(screen.getByRole('list', { name: 'Historial de búsquedas' }))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'))
        .slice(0, 1),
    ).toEqual(['/dashboard/history-search/120']);
  });

  it('opens on the page the address names, and on the last one when it names one too far', async () => {
    putUserQueries(hourly(25));
    renderPage('/dashboard/historial?pagina=9');
    expect(await screen.findByText('Página 2 de 2')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Historial de búsquedas' })).getAllByRole('link'),
    ).toHaveLength(5);
  });

  it('says so while it loads', async () => {
    putUserQueries(hourly(1));
    const held = holdRequests({ method: 'GET', path: '/user-queries' });
    renderPage();
    expect(await screen.findByRole('status', { name: 'Cargando historial' })).toBeInTheDocument();
    held.release();
    expect(await screen.findByRole('link', { name: /consulta 1/ })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Cargando historial' })).not.toBeInTheDocument();
  });

  it('says so when there is no history yet, and leads to Búsquedas IA', async () => {
    putUserQueries([]);
    renderPage();
    expect(await screen.findByText('Aún no tienes consultas en tu historial')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a Búsquedas IA' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it("says 'Error al cargar consultas' when it cannot load, and tries again", async () => {
    putUserQueries(hourly(1));
    const failing = faults.add({
      // A 4xx is not retried, so the error shows at once.
      kind: 'server-error',
      status: 400,
      message: 'Filtro de tiempo inválido.',
      method: 'GET',
      path: '/user-queries',
    });
    const { user } = renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error al cargar consultas')).toBeInTheDocument();
    expect(within(alert).getByText('Filtro de tiempo inválido.')).toBeInTheDocument();

    faults.remove(failing);
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: /consulta 1/ })).toBeInTheDocument();
  });
});
