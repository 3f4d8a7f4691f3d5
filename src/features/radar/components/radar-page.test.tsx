import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { fakeMatchMedia } from '@/testing/match-media';
import { faults } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { signInAs } from '@/testing/test-utils';

import { RadarPage } from './radar-page';

beforeEach(async () => {
  await signInAs('demo');
});

/** A section, named by its title and count ('Cierres ampliados (30)'); its table by the title. */
const sectionName = (title: string) => new RegExp(`^${title} \\((\\d+)\\)$`);
const section = (title: string) => screen.getByRole('region', { name: sectionName(title) });
const countOf = (title: string) =>
  Number(
    sectionName(title).exec(within(section(title)).getAllByRole('heading')[0]!.textContent!)?.[1],
  );
const rows = (table: string) =>
  within(screen.getByRole('region', { name: table }))
    .getAllByRole('row')
    .slice(1);

describe('the radar', () => {
  it("shows what may come back on demo's codes, and opens a new call's detail", async () => {
    const { user, router } = renderWithProviders(<RadarPage companyId={1} />);
    expect(
      await screen.findByRole('region', { name: sectionName('Vuelven a publicarse') }),
    ).toBeInTheDocument();
    for (const title of [
      'Contratos por terminar',
      'Compras ágiles sin cotizaciones',
      'Cierres ampliados',
    ]) {
      expect(countOf(title)).toBeGreaterThan(0);
    }
    // The first 20 of a long list, then all of them.
    const total = countOf('Compras ágiles sin cotizaciones');
    expect(total).toBeGreaterThan(20);
    expect(rows('Compras ágiles sin cotizaciones')).toHaveLength(20);
    await user.click(
      within(section('Compras ágiles sin cotizaciones')).getByRole('button', {
        name: `Ver todos (${total})`,
      }),
    );
    expect(rows('Compras ágiles sin cotizaciones')).toHaveLength(total);

    const newCall = within(section('Vuelven a publicarse')).getAllByRole('link', {
      name: /^Nuevo llamado /,
    })[0]!;
    const code = newCall.textContent!.replace(/^Nuevo llamado\s*/, '');
    await user.click(newCall);
    expect(router.state.location.pathname).toBe(`/dashboard/opportunity/${code}`);
  });

  it('filters by kind and by buyer, saying when nothing is left', async () => {
    const { user } = renderWithProviders(<RadarPage companyId={1} />);
    await screen.findByRole('region', { name: sectionName('Vuelven a publicarse') });
    await user.click(screen.getByLabelText('Tipo'));
    await user.click(await screen.findByRole('option', { name: 'Contratos por terminar' }));
    expect(
      screen.queryByRole('region', { name: sectionName('Vuelven a publicarse') }),
    ).not.toBeInTheDocument();
    const buyerOf = (row: HTMLElement) =>
      within(row).getAllByRole('cell')[1]!.firstChild!.textContent!;
    const firstBuyer = buyerOf(rows('Contratos por terminar')[0]!);
    // Pasted, as a name copied from the portal (typed letter by letter it re-filtered the four
    // tables forty times: the file's slowest test).
    await user.click(screen.getByLabelText('Comprador'));
    await user.paste(firstBuyer.toUpperCase());
    for (const row of rows('Contratos por terminar')) expect(buyerOf(row)).toBe(firstBuyer);
    await user.clear(screen.getByLabelText('Comprador'));
    await user.type(screen.getByLabelText('Comprador'), 'zzzz');
    expect(
      await within(section('Contratos por terminar')).findByText(
        'Ningún contrato por terminar calza con los filtros.',
      ),
    ).toBeInTheDocument();
  });

  it('shows five processes a section on a phone, each value named by its column', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      fakeMatchMedia((query) => query.includes('max-width')),
    );
    const { user } = renderWithProviders(<RadarPage companyId={1} />);
    await screen.findByRole('region', { name: sectionName('Vuelven a publicarse') });
    const bodyRows = (name: string) =>
      within(screen.getByRole('region', { name })).getAllByRole('row').slice(1);
    const rows = bodyRows('Contratos por terminar');
    // Five a section on a phone, then 'Ver todos'.
    expect(rows).toHaveLength(Math.min(5, countOf('Contratos por terminar')));
    // A phone draws each row as a card, each value beside its column's name (DataTable).
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.dataset.label ?? null),
    ).toEqual([
      null,
      'Comprador',
      'Proveedor actual',
      'Termina',
      'Renovable',
      'Próximo llamado estimado',
    ]);
    // Each row opens its process.
    expect(within(rows[0]!).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/dashboard\/competencia\/procesos\//),
    );
    const total = countOf('Compras ágiles sin cotizaciones');
    expect(total).toBeGreaterThan(5);
    await user.click(
      within(section('Compras ágiles sin cotizaciones')).getByRole('button', {
        name: `Ver todos (${total})`,
      }),
    );
    expect(bodyRows('Compras ágiles sin cotizaciones')).toHaveLength(total);
  });

  it('says when it cannot load, and tries again', async () => {
    // A 429 is not retried on its own (lib/react-query), so the error shows at once.
    faults.add({ kind: 'rate-limit', method: 'GET', path: '/radar', times: 1 });
    const { user } = renderWithProviders(<RadarPage companyId={1} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar el radar');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(
      await screen.findByRole('region', { name: sectionName('Vuelven a publicarse') }),
    ).toBeInTheDocument();
  });
});
