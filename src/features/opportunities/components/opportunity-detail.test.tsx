import { screen, within } from '@testing-library/react';
import { useParams } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';

import { buildSearchJson } from '@/lib/search-json';
import { db, faults, holdRequests } from '@/testing/mock-api';
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

  it("says an agile purchase's priorities and whether the company qualifies, or to say what it is", async () => {
    // Maule's buyer favours EMTs and its own region's suppliers; demo's company is an EMT of
    // the Región de Valparaíso (the seed's profile).
    renderDetail('155277-25-COT26');
    const section = await screen.findByRole('region', { name: 'Preferencias de la compra ágil' });
    expect(await within(section).findByText('Calificas: tu empresa es EMT.')).toBeInTheDocument();
    expect(
      within(section).getByText('Prioriza a proveedores de la Región del Maule'),
    ).toBeInTheDocument();
    expect(
      within(section).getByText('No calificas: tu empresa está en la Región de Valparaíso.'),
    ).toBeInTheDocument();
  });

  it('invites a company that has not said its profile to complete it, and says when there is no priority', async () => {
    db.write((state) => {
      const company = state.companies.find((entry) => entry.id === 1)!;
      company.emt = null;
      company.region = null;
    });
    const { user, router } = renderDetail('155277-25-COT26');
    const section = await screen.findByRole('region', { name: 'Preferencias de la compra ágil' });
    expect(
      await within(section).findByText('No sabemos si tu empresa es EMT.'),
    ).toBeInTheDocument();
    expect(
      within(section).getByText('No sabemos en qué región está tu empresa.'),
    ).toBeInTheDocument();
    await user.click(
      within(section).getAllByRole('link', { name: 'Completar el perfil de la empresa' })[0]!,
    );
    expect(router.state.location.pathname).toBe('/dashboard/configuracion-empresa');

    await router.navigate(detailUrl('1267-36-COT26'));
    expect(
      await screen.findByText(
        'Esta compra ágil no da prioridad a empresas de menor tamaño ni a proveedores locales.',
      ),
    ).toBeInTheDocument();
    // A tender has no such section.
    await router.navigate(detailUrl(AWARDED));
    expect((await screen.findAllByText(AWARDED)).length).toBeGreaterThan(0);
    expect(
      screen.queryByRole('region', { name: 'Preferencias de la compra ágil' }),
    ).not.toBeInTheDocument();
  });
});
