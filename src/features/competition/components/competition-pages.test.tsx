import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { supplierDirectory } from '@/mocks/areas/competition/suppliers';
import { db } from '@/mocks/core/database';
import { renderWithProviders } from '@/testing/render-with-providers';
import { signInAs } from '@/testing/test-utils';

import { RIVAL_NOT_FOUND, RIVAL_RUT_INVALID } from '../api/get-rival';
import { PROCESS_NOT_FOUND } from '../api/get-process-offers';
import { OpportunityCompetition } from './opportunity-competition';
import { ProcessOffersPage } from './process-offers-page';
import { RivalPage } from './rival-page';
import { RivalsPage } from './rivals-page';

const DEMO_COMPANY = 1;

/** A bid of demo's company that the buyer decided, lost or won. */
const decidedBid = (outcome: 'ganada' | 'perdida') =>
  db.state.applications.find(
    (entry) => entry.companyId === DEMO_COMPANY && entry.outcome === outcome,
  )!;

describe('Competencia', () => {
  it('lists the rivals met, finds one by name, sorts by a figure and opens its page', async () => {
    await signInAs('demo');
    const { user, router } = renderWithProviders(<RivalsPage companyId={DEMO_COMPANY} />);
    const table = await screen.findByRole('table', { name: /competidores$/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(10);
    // Most shared processes first.
    const shared = rows.map((row) => Number(within(row).getAllByRole('cell')[1]!.textContent));
    expect(shared).toEqual([...shared].sort((a, b) => b - a));

    const name = within(rows[0]!).getByRole('link').textContent!;
    await user.type(screen.getByRole('searchbox', { name: 'Buscar competidor' }), name);
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar competidor' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar competidor' }), 'qqqq');
    expect(table).toHaveTextContent('Ningún competidor calza con «qqqq».');
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar competidor' }));

    await user.click(within(table).getByRole('button', { name: 'Proveedor' }));
    expect(within(table).getByRole('columnheader', { name: 'Proveedor' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(within(table).getByRole('link', { name }));
    expect(router.state.location.pathname).toMatch(/^\/dashboard\/competencia\/\d/);
    expect(screen.getByRole('heading', { name: 'Nuevos en tus rubros' })).toBeInTheDocument();
  });

  it('draws a card per rival on a phone, each figure named, ordered by «Ordenar por»', async () => {
    await signInAs('demo');
    const { user } = renderWithProviders(<RivalsPage companyId={DEMO_COMPANY} />);
    const table = await screen.findByRole('table', { name: /competidores$/ });
    // Below 640 px each row is a card, each value beside its data-label (DataTable).
    const figure = (row: HTMLElement, label: string) =>
      within(row)
        .getAllByRole('cell')
        .find((cell) => cell.dataset.label === label)!.textContent!;
    const rows = () => within(table).getAllByRole('row').slice(1);
    const shared = rows().map((row) => Number(figure(row, 'Compartidos')));
    expect(shared.length).toBeGreaterThan(10);
    expect(shared).toEqual([...shared].sort((a, b) => b - a));
    const first = rows()[0]!;
    // Where neither of us came ahead, the process was not awarded, or we tied out of it.
    expect(
      Number(figure(first, 'Quedamos antes')) + Number(figure(first, 'Quedaron antes')),
    ).toBeLessThanOrEqual(shared[0]!);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Ordenar por' }), 'Proveedor');
    const names = rows().map((row) => within(row).getByRole('link').textContent!);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es-CL')));
    expect(screen.getByRole('region', { name: 'Tabla: Nuevos en tus rubros' })).toBeInTheDocument();
  });

  it("shows a rival's record and every process we shared, and says so for a bad RUT", async () => {
    await signInAs('demo');
    const bid = decidedBid('perdida');
    const rival = bid.offers.find((offer) => !offer.ours)!;
    const rut = supplierDirectory().find((supplier) => supplier.name === rival.supplier)!.rut;
    const { unmount } = renderWithProviders(<RivalPage companyId={DEMO_COMPANY} rut={rut} />);
    expect(await screen.findByRole('heading', { level: 2, name: rival.supplier })).toBeVisible();
    const meetings = screen.getByRole('table', { name: /^Procesos donde nos encontramos/ });
    expect(within(meetings).getByRole('link', { name: bid.opportunityCode })).toHaveAttribute(
      'href',
      `/dashboard/opportunity/${bid.opportunityCode}`,
    );
    unmount();

    const invalid = renderWithProviders(<RivalPage companyId={DEMO_COMPANY} rut="11.111.111-2" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(RIVAL_RUT_INVALID);
    invalid.unmount();
    renderWithProviders(<RivalPage companyId={DEMO_COMPANY} rut="11.111.111-1" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(RIVAL_NOT_FOUND);
    expect(screen.getByRole('link', { name: 'Ver todos los competidores' })).toHaveAttribute(
      'href',
      '/dashboard/competencia',
    );
  });

  it('ranks every offer of a lost bid, with our place, the criteria and the margin per line', async () => {
    await signInAs('demo');
    const bid = decidedBid('perdida');
    const { unmount } = renderWithProviders(
      <ProcessOffersPage companyId={DEMO_COMPANY} codigo={bid.opportunityCode} />,
    );
    const offers = await screen.findByRole('table', { name: /^Ofertas recibidas/ });
    expect(within(offers).getAllByRole('row')).toHaveLength(bid.offers.length + 1);
    // The recorded winner is first, and selected.
    const first = within(offers).getAllByRole('row')[1]!;
    expect(first).toHaveTextContent(bid.awardedTo!);
    expect(first).toHaveTextContent('Adjudicada');
    expect(screen.getByRole('status')).toHaveTextContent(
      /lugar de \d+ ofertas admisibles|fuera de la evaluación/,
    );
    expect(screen.getByRole('heading', { name: 'Criterios de evaluación' })).toBeVisible();
    expect(screen.getByRole('table', { name: /^Diferencia con el ganador/ })).toBeInTheDocument();
    unmount();

    renderWithProviders(<ProcessOffersPage companyId={DEMO_COMPANY} codigo="0000-0-XX00" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(PROCESS_NOT_FOUND);
  });

  it("gives an opportunity's competition for its buyer or the market, each figure with its sample", async () => {
    await signInAs('demo');
    const bid = decidedBid('ganada');
    const { user } = renderWithProviders(
      <OpportunityCompetition companyId={DEMO_COMPANY} codigo={bid.opportunityCode} />,
    );
    expect(
      await screen.findByText(/^Procesos cerrados de .+ en los últimos 24 meses/),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Todo el mercado' }));
    expect(await screen.findByText(/^Procesos cerrados de todos los compradores/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Todo el mercado' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('table', { name: 'Oferentes habituales' })).toBeInTheDocument();
    expect(screen.getAllByText(/^n = [\d.]+$|^pocos datos \(n = \d\)$/).length).toBeGreaterThan(0);
  });
});
