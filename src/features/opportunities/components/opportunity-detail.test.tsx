import { screen, within } from '@testing-library/react';
import { useParams } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';

import { buildSearchJson } from '@/lib/search-json';
import { faults, holdRequests } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { signInAs } from '@/testing/test-utils';

import { searchOpportunities } from '../api/search-opportunities';
import { createNavigationState } from '../lib/navigation-state';
import { useNavigationStore } from '../lib/navigation-store';
import { OpportunityDetail } from './opportunity-detail';

// Seeded codes (src/mocks/areas/catalogue): an awarded tender with one item and two attachments, and a
// tender whose buyer hides the amount.
const AWARDED = '2852-19-LE26';
const HIDDEN_AMOUNT = '9074-21-L126';

const detailUrl = (codigo: string) => `/dashboard/opportunity/${encodeURIComponent(codigo)}`;

/** The detail route as the app mounts it: the code from the URL, a fresh detail per code. */
function DetailRoute() {
  const { codigo = '' } = useParams();
  return <OpportunityDetail key={codigo} codigo={codigo} />;
}

function renderDetail(codigo: string, options: { fromResults?: boolean } = {}) {
  const rendered = renderWithProviders(null, {
    url: '/dashboard',
    routes: [{ path: '/dashboard/opportunity/:codigo', element: <DetailRoute /> }],
  });
  // A plain click in the results navigates with this state; a new tab or a pasted link has none.
  void rendered.router.navigate(
    detailUrl(codigo),
    options.fromResults ? { state: { fromNavigation: true } } : undefined,
  );
  return rendered;
}

/** Opens `index` of a real result list the way the search page does. */
async function openFromResults(query: string, index: number) {
  const { resultados } = await searchOpportunities({
    json: buildSearchJson({ query }),
    companyId: 1,
  });
  useNavigationStore.getState().set(
    createNavigationState({
      opportunities: resultados,
      index,
      originUrl: '/dashboard',
      now: Date.now(),
      dashboardState: {
        hasSearched: true,
        currentPage: 1,
        totalOpportunities: resultados.length,
        searchParams: { query },
        opportunities: resultados,
      },
    }),
  );
  return resultados;
}

beforeEach(async () => {
  await signInAs('demo');
  useNavigationStore.getState().clear();
});

describe('OpportunityDetail', () => {
  it('names every section region, the item and attachment counts included', async () => {
    renderDetail(AWARDED);
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'SUMINISTRO DE INSUMOS CLÍNICOS PARA PABELLÓN QUIRÚRGICO',
      }),
    ).toBeVisible();
    const items = screen.getByRole('region', { name: 'Productos y servicios (1)' });
    expect(within(items).getByRole('table', { name: 'Ítems solicitados' })).toHaveTextContent(
      'Alcohol gel',
    );
    const documents = screen.getByRole('region', { name: 'Documentos adjuntos (2)' });
    expect(within(documents).getAllByRole('listitem')).toHaveLength(2);
    expect(within(documents).getByText('Bases Administrativas.pdf')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Comprador' })).toHaveTextContent(
      'Hospital Dr. Carlos Cisternas de Calama',
    );
    expect(screen.getByRole('region', { name: 'Fechas' })).toHaveTextContent('Adjudicación');
    expect(screen.getByRole('region', { name: 'Etiquetas' })).toHaveTextContent(
      'Esta oportunidad aún no tiene etiquetas.',
    );
  });

  it('shows the amount in pesos and the region with its one spelling', async () => {
    renderDetail(AWARDED);
    const amount = await screen.findByText('$9.360.000');
    expect(amount.closest('div')).toHaveTextContent('Monto estimado');
    expect(screen.getAllByText('Región de Antofagasta')).toHaveLength(2);
  });

  it("says 'Monto no informado' when the buyer hides the amount", async () => {
    renderDetail(HIDDEN_AMOUNT);
    const amount = await screen.findByText('Monto no informado');
    expect(amount.closest('div')).toHaveTextContent('Monto estimado');
    expect(screen.queryByText(/\$\d/)).not.toBeInTheDocument();
  });

  it('shows a loading state while the detail is on its way', async () => {
    const held = holdRequests({ method: 'GET', path: `/opportunities/${AWARDED}` });
    renderDetail(AWARDED);
    expect(await screen.findByLabelText('Cargando oportunidad')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    held.release();
    expect(await screen.findByRole('region', { name: 'Comprador' })).toBeVisible();
    expect(screen.queryByLabelText('Cargando oportunidad')).not.toBeInTheDocument();
  });

  it('says an unknown code was not found', async () => {
    renderDetail('1234-1-LE26');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No encontramos esta oportunidad');
    expect(alert).toHaveTextContent('Oportunidad no encontrada.');
  });

  it('offers to retry when the server refuses, and shows the detail once it answers', async () => {
    // A 429 is not retried on its own (lib/react-query), so the error shows at once.
    faults.add({ kind: 'rate-limit', method: 'GET', path: '/opportunities/', times: 1 });
    const { user } = renderDetail(AWARDED);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar la oportunidad');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('region', { name: 'Comprador' })).toBeVisible();
  });

  it('walks the results with previous/next when opened from them', async () => {
    const rows = await openFromResults('resmas papel carta', 1);
    const { user, router } = renderDetail(rows[1]!.codigo, { fromResults: true });
    const nav = await screen.findByRole('navigation', { name: 'Navegación entre resultados' });
    expect(nav).toHaveTextContent(`2 de ${rows.length.toLocaleString('es-CL')}`);
    expect(within(nav).getByRole('link', { name: 'Volver a los resultados' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await user.click(within(nav).getByRole('button', { name: 'Siguiente' }));
    expect(router.state.location.pathname).toBe(detailUrl(rows[2]!.codigo));
    expect(router.state.location.state).toEqual({ fromNavigation: true });
    // The next detail mounts its own bar.
    const nextNav = await screen.findByRole('navigation', { name: 'Navegación entre resultados' });
    expect(nextNav).toHaveTextContent(`3 de ${rows.length.toLocaleString('es-CL')}`);
    await user.click(within(nextNav).getByRole('button', { name: 'Anterior' }));
    expect(router.state.location.pathname).toBe(detailUrl(rows[1]!.codigo));
  });

  it('opened on its own (a new tab, a pasted link) it has no previous/next', async () => {
    // The tab may still hold a list where this very code is the current one.
    const rows = await openFromResults('resmas papel carta', 1);
    renderDetail(rows[1]!.codigo);
    expect(await screen.findByRole('link', { name: 'Ir a Búsquedas IA' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(
      screen.queryByRole('navigation', { name: 'Navegación entre resultados' }),
    ).not.toBeInTheDocument();
  });
});
