import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { fakeLayout } from '@/testing/fake-layout';
import { faults, holdRequests, recordRequests } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { signInAs } from '@/testing/test-utils';

import { useNavigationStore } from '../lib/navigation-store';
import { OpportunitySearch } from './opportunity-search';

const QUERY = 'resmas papel carta';
const PROMPT = '¿Qué vende tu empresa?';

function renderSearch() {
  const onSearched = vi.fn();
  const rendered = renderWithProviders(
    <OpportunitySearch
      companyId={1}
      isSupervisor={false}
      originUrl="/dashboard"
      onSearched={onSearched}
      actions={(params, hasResults) => (
        <p>{`Acciones para «${params?.query ?? ''}» (${hasResults ? 'con' : 'sin'} resultados)`}</p>
      )}
    />,
    {
      url: '/dashboard',
      routes: [{ path: '/dashboard/opportunity/:codigo', element: <p>Página de detalle</p> }],
    },
  );
  return { ...rendered, onSearched };
}

/** The search's own progress panel (the spinner inside it is a status too). */
async function findProgress() {
  const text = await screen.findByText('Buscando oportunidades que calcen con tu descripción…');
  const panel = text.closest<HTMLElement>('[role="status"]');
  if (!panel) throw new Error('The progress text is not inside a status');
  return panel;
}

async function search(user: ReturnType<typeof renderSearch>['user'], query: string) {
  const prompt = screen.getByLabelText(PROMPT);
  await user.clear(prompt);
  await user.type(prompt, `${query}{Enter}`);
}

beforeEach(async () => {
  fakeLayout();
  await signInAs('demo');
  useNavigationStore.getState().clear();
});

describe('OpportunitySearch', () => {
  it('invites a first search before there is any', () => {
    renderSearch();
    expect(
      screen.getByRole('heading', { name: 'Describe lo que vendes y te mostramos dónde venderlo' }),
    ).toBeVisible();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('shows the search in progress, and the ranked results when they arrive', async () => {
    const requests = recordRequests();
    const held = holdRequests({ method: 'POST', path: '/opportunities/search' });
    const { user, onSearched } = renderSearch();
    await search(user, QUERY);

    const progress = await findProgress();
    expect(progress).toHaveTextContent('Una búsqueda amplia puede tardar unos segundos.');
    expect(onSearched).not.toHaveBeenCalled();
    held.release();

    expect(
      await screen.findByRole('heading', { name: /^[\d.]+ oportunidades encontradas$/ }),
    ).toBeVisible();
    const grid = await screen.findByRole('grid', { name: 'Resultados de la búsqueda' });
    await waitFor(() => expect(within(grid).getAllByRole('row')[1]).toHaveTextContent(/resma/i));
    expect(screen.getByText('Acciones para «resmas papel carta» (con resultados)')).toBeVisible();
    expect(onSearched).toHaveBeenCalledTimes(1);

    const [body] = await requests.bodies('POST', '/opportunities/search');
    expect(body).toMatchObject({ consultas: [{ consulta: QUERY }] });
    expect(requests.to('POST', '/opportunities/search')[0]?.searchParams.get('companyId')).toBe(
      '1',
    );
  });

  it('cancels a search in progress and runs it again on request', async () => {
    const held = holdRequests({ method: 'POST', path: '/opportunities/search' });
    const { user } = renderSearch();
    await search(user, QUERY);
    const progress = await findProgress();
    await user.click(within(progress).getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByRole('heading', { name: 'Búsqueda cancelada' })).toBeVisible();
    held.release();

    await user.click(screen.getByRole('button', { name: 'Buscar de nuevo' }));
    expect(await screen.findByRole('grid', { name: 'Resultados de la búsqueda' })).toBeVisible();
  });

  it('says when the search fails and retries it', async () => {
    faults.add({
      kind: 'server-error',
      method: 'POST',
      path: '/opportunities/search',
      times: 1,
    });
    const { user } = renderSearch();
    await search(user, QUERY);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos completar la búsqueda');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('grid', { name: 'Resultados de la búsqueda' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    const { user } = renderSearch();
    await search(user, 'de la para');
    expect(
      await screen.findByRole('heading', {
        name: 'No encontramos oportunidades con esa descripción',
      }),
    ).toBeVisible();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('opens a result from its code with the list behind it, and comes back to it', async () => {
    const first = renderSearch();
    await search(first.user, QUERY);
    const grid = await screen.findByRole('grid', { name: 'Resultados de la búsqueda' });
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(3));
    const row = within(grid).getAllByRole('row')[2]!;
    const codeLink = within(row).getAllByRole('link')[0]!;
    const codigo = codeLink.textContent!;
    await first.user.click(within(row).getByRole('checkbox', { name: `Seleccionar ${codigo}` }));
    await first.user.click(codeLink);

    expect(await screen.findByText('Página de detalle')).toBeVisible();
    expect(first.router.state.location.pathname).toBe(
      `/dashboard/opportunity/${encodeURIComponent(codigo)}`,
    );
    expect(first.router.state.location.state).toEqual({ fromNavigation: true });
    const state = useNavigationStore.getState().state!;
    expect(state.currentOpportunityIndex).toBe(1);
    expect(state.allOpportunities[1]?.codigo).toBe(codigo);
    expect(state.originUrl).toBe('/dashboard');
    first.unmount();

    // Back on the search page: the same results and selection, without a second search.
    const requests = recordRequests();
    const again = renderSearch();
    expect(await screen.findByRole('grid', { name: 'Resultados de la búsqueda' })).toBeVisible();
    expect(screen.getByLabelText(PROMPT)).toHaveValue(QUERY);
    expect(screen.getByText(/1 seleccionados/)).toBeVisible();
    expect(requests.to('POST', '/opportunities/search')).toHaveLength(0);
    again.unmount();
  });
});
