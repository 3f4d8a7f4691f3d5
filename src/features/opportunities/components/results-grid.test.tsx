import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { buildSearchJson } from '@/lib/search-json';
import { renderWithProviders } from '@/testing/render-with-providers';
import { fakeLayout } from '@/testing/fake-layout';
import { signInAs } from '@/testing/test-utils';
import { fakeMatchMedia } from '@/testing/match-media';

import type { OpportunitySummary } from '@/entities/opportunity/api/opportunity-schema';
import { isOpenForOffers } from '@/entities/opportunity/lib/opportunity-state';
import { anOpportunity } from '@/testing/opportunity';
import { searchOpportunities } from '../api/search-opportunities';
import { CARD_HEIGHT_PX, INITIAL_GRID_VIEW, type GridView } from '../lib/grid-view';
import { ResultsGrid } from './results-grid';

function phoneScreen() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    fakeMatchMedia((query) => query.includes('max-width')),
  );
}

/** Real rows from the shared mock API, as the search page receives them. */
async function searchRows(query: string, regions?: string[]) {
  const result = await searchOpportunities({
    json: buildSearchJson({ query, regions }),
    companyId: 1,
  });
  return result.resultados;
}

/** Every row, as 'Todas' lists them (most tests are about rows, not about which are open). */
const ALL_ROWS: GridView = { ...INITIAL_GRID_VIEW, scope: 'all' };

function renderGrid(
  rows: OpportunitySummary[],
  initialView: GridView = ALL_ROWS,
  now = new Date(),
) {
  const onOpen = vi.fn<(codigo: string, ordered: OpportunitySummary[], index: number) => void>();
  const views: GridView[] = [];
  function Harness() {
    const [view, setView] = useState(initialView);
    return (
      <ResultsGrid
        rows={rows}
        isSupervisor={false}
        view={view}
        onViewChange={(next) => {
          views.push(next);
          setView(next);
        }}
        onOpen={onOpen}
        now={now}
      />
    );
  }
  const rendered = renderWithProviders(<Harness />);
  const grid = screen.getByRole('grid', { name: 'Resultados de la búsqueda' });
  return { ...rendered, grid, onOpen, views };
}

/**
 * Ten ranked rows, two of them with a hidden amount: few enough that jsdom (which does not scroll)
 * has them all in the virtualiser's window.
 */
function withHiddenAmounts(rows: OpportunitySummary[], shownCount = 8) {
  const hidden = rows.filter((row) => row.monto === null).slice(0, 2);
  const shown = rows.filter((row) => row.monto !== null).slice(0, shownCount);
  expect(hidden).toHaveLength(2);
  return rows.filter((row) => hidden.includes(row) || shown.includes(row));
}

const dataRows = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('row')
    .filter((row) => row.hasAttribute('data-index'));

const rowAt = (grid: HTMLElement, index: number) => {
  const row = grid.querySelector<HTMLElement>(`[role="row"][data-index="${index}"]`);
  if (!row) throw new Error(`Row ${index} is not rendered`);
  return row;
};

beforeEach(async () => {
  fakeLayout();
  await signInAs('demo');
});

describe('ResultsGrid', () => {
  it('shows the spec columns, the count and a window of rows, not all of them', async () => {
    const rows = await searchRows('servicio de aseo para hospitales en Valparaíso');
    const { grid } = renderGrid(rows);
    expect(rows.length).toBeGreaterThan(200);
    expect(grid).toHaveAttribute('aria-rowcount', String(rows.length + 1));
    expect(
      screen.getByText(`${rows.length.toLocaleString('es-CL')} resultados`),
    ).toBeInTheDocument();
    for (const name of ['Código', 'Nombre', 'Entidad', 'Región', 'Monto', 'Fecha Cierre']) {
      expect(within(grid).getByRole('columnheader', { name: new RegExp(name) })).toBeVisible();
    }
    const drawn = dataRows(grid);
    expect(drawn.length).toBeGreaterThan(5);
    expect(drawn.length).toBeLessThan(40);
    expect(drawn[0]).toHaveTextContent(rows[0]!.codigo);
  });

  it('links the code and the name to the encoded detail route', async () => {
    const rows = await searchRows('resmas papel carta');
    const { grid } = renderGrid(rows);
    const first = rowAt(grid, 0);
    const codigo = rows[0]!.codigo;
    const href = `/dashboard/opportunity/${encodeURIComponent(codigo)}`;
    expect(within(first).getByRole('link', { name: codigo })).toHaveAttribute('href', href);
    expect(within(first).getByRole('link', { name: rows[0]!.nombre })).toHaveAttribute(
      'href',
      href,
    );
  });

  it('a plain click on the code or name opens the detail in the app with the list behind it', async () => {
    const rows = await searchRows('resmas papel carta');
    const { grid, onOpen, user } = renderGrid(rows);
    const second = rowAt(grid, 1);
    await user.click(within(second).getByRole('link', { name: rows[1]!.codigo }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    const [codigo, ordered, index] = onOpen.mock.calls[0]!;
    expect(codigo).toBe(rows[1]!.codigo);
    expect(index).toBe(1);
    expect(ordered.map((row) => row.codigo)).toEqual(rows.map((row) => row.codigo));

    await user.click(within(rowAt(grid, 2)).getByRole('link', { name: rows[2]!.nombre }));
    expect(onOpen).toHaveBeenLastCalledWith(
      rows[2]!.codigo,
      expect.any(Array),
      2,
      expect.any(Number),
    );
  });

  it('leaves Ctrl/Cmd, Shift and middle clicks to the browser (a new tab, on its own)', async () => {
    const rows = await searchRows('resmas papel carta');
    const { grid, onOpen } = renderGrid(rows);
    const link = within(rowAt(grid, 0)).getByRole('link', { name: rows[0]!.codigo });
    // fireEvent returns false when the app called preventDefault().
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link, { metaKey: true })).toBe(true);
    expect(fireEvent.click(link, { shiftKey: true })).toBe(true);
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    expect(onOpen).not.toHaveBeenCalled();
    // The plain click is the app's: no page load.
    expect(fireEvent.click(link)).toBe(false);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it("shows a hidden amount as 'Monto no informado' and sorts it last in both directions", async () => {
    const rows = withHiddenAmounts(await searchRows('útiles de escritorio temporada de invierno'));
    const { grid, user, views } = renderGrid(rows);

    await user.click(within(grid).getByRole('button', { name: /Monto/ }));
    expect(within(grid).getByRole('columnheader', { name: /Monto/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const lastRow = async () => {
      rowAt(grid, 0).focus();
      await user.keyboard('{End}');
      return rowAt(grid, rows.length - 1);
    };
    expect(await lastRow()).toHaveTextContent('Monto no informado');
    expect(rowAt(grid, 0)).not.toHaveTextContent('Monto no informado');

    await user.click(within(grid).getByRole('button', { name: /Monto/ }));
    expect(views.at(-1)?.sort).toEqual({ columnId: 'amount', direction: 'desc' });
    expect(await lastRow()).toHaveTextContent('Monto no informado');
    await user.keyboard('{Home}');
    expect(rowAt(grid, 0)).not.toHaveTextContent('Monto no informado');
  });

  it('writes regions with the one spelling', async () => {
    // A few hundred rows, some from La Araucanía (asked for in the old lower-case spelling).
    const rows = await searchRows('servicio de aseo', [
      'Región de la Araucanía',
      'Región del Biobío',
    ]);
    expect(rows.some((row) => row.region === 'Región de La Araucanía')).toBe(true);
    const { grid, user } = renderGrid(rows);
    await user.type(screen.getByLabelText('Filtrar resultados'), 'araucania');
    expect(await within(grid).findAllByText('Región de La Araucanía')).not.toHaveLength(0);
    expect(within(grid).queryByText(/de la Araucanía/)).not.toBeInTheDocument();
    expect(screen.getByText(/ de [\d.]+ resultados/)).toBeInTheDocument();
  });

  it('moves by row with the arrows and by a screen of rows with PageDown/PageUp; Enter opens, Space selects', async () => {
    const rows = await searchRows('servicio de aseo para hospitales en Valparaíso');
    const { grid, user, onOpen, views } = renderGrid(rows);
    rowAt(grid, 0).focus();
    await user.keyboard('{ArrowDown}');
    expect(rowAt(grid, 1)).toHaveFocus();
    // 560 px / 56 px rows = 10 rows, less the one kept in sight.
    await user.keyboard('{PageDown}');
    expect(rowAt(grid, 10)).toHaveFocus();
    await user.keyboard('{PageUp}');
    expect(rowAt(grid, 1)).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(rowAt(grid, 0)).toHaveFocus();

    await user.keyboard(' ');
    expect(views.at(-1)?.selectedCodes).toEqual([rows[0]!.codigo]);
    expect(rowAt(grid, 0)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(rows[0]!.codigo, expect.any(Array), 0, expect.any(Number));
  });

  it('pages by the card height on a phone', async () => {
    phoneScreen();
    const rows = await searchRows('servicio de aseo para hospitales en Valparaíso');
    const { grid, user } = renderGrid(rows);
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(1);
    rowAt(grid, 0).focus();
    // 560 px of cards, less the one kept in sight.
    const page = Math.max(1, Math.floor(560 / CARD_HEIGHT_PX) - 1);
    await user.keyboard('{PageDown}');
    expect(rowAt(grid, page)).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(rowAt(grid, 2 * page)).toHaveFocus();
    await user.keyboard('{PageUp}');
    expect(rowAt(grid, page)).toHaveFocus();
  });

  it('links the code and the name in a phone card too, and shows a hidden amount', async () => {
    phoneScreen();
    // Five cards: a phone draws those in sight and three more, and jsdom never scrolls to others.
    const rows = withHiddenAmounts(
      await searchRows('útiles de escritorio temporada de invierno'),
      3,
    );
    const { grid, user, onOpen } = renderGrid(rows, {
      ...ALL_ROWS,
      sort: { columnId: 'amount', direction: 'desc' },
    });
    const last = rows.length - 1;
    rowAt(grid, 0).focus();
    await user.keyboard('{End}');
    const card = rowAt(grid, last);
    expect(card).toHaveTextContent('Monto no informado');
    const codeLink = within(card).getAllByRole('link')[0]!;
    expect(codeLink).toHaveAttribute(
      'href',
      `/dashboard/opportunity/${encodeURIComponent(codeLink.textContent ?? '')}`,
    );
    await user.click(codeLink);
    expect(onOpen).toHaveBeenCalledWith(
      codeLink.textContent,
      expect.any(Array),
      last,
      expect.any(Number),
    );
  });

  it('selects every shown row from the header and says how many', async () => {
    const rows = await searchRows('resmas papel carta');
    const { grid, user, views } = renderGrid(rows);
    await user.click(
      within(grid).getByRole('checkbox', { name: 'Seleccionar todos los resultados' }),
    );
    expect(views.at(-1)?.selectedCodes).toHaveLength(rows.length);
    expect(
      screen.getByText(new RegExp(`${rows.length.toLocaleString('es-CL')} seleccionados`)),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar selección' })).toBeEnabled();
  });
});

describe('ResultsGrid: which rows, their state and score, and the pinned columns', () => {
  const NOW = new Date('2026-11-20T12:00:00Z');
  const inDays = (days: number) => new Date(NOW.getTime() + days * 86_400_000).toISOString();

  it('opens on the processes still open, says how many of all, and lists all with one press', async () => {
    const now = new Date();
    const rows = await searchRows('servicio de aseo para hospitales en Valparaíso');
    const open = rows.filter((row) => isOpenForOffers(row, now));
    const count = (value: number) => value.toLocaleString('es-CL');
    expect(open.length).toBeGreaterThan(0);
    expect(open.length).toBeLessThan(rows.length);

    const { grid, user, views } = renderGrid(rows, INITIAL_GRID_VIEW, now);
    const scope = screen.getByRole('group', { name: 'Procesos a mostrar' });
    const openButton = within(scope).getByRole('button', {
      name: `Abiertas (${count(open.length)})`,
    });
    const allButton = within(scope).getByRole('button', { name: `Todas (${count(rows.length)})` });
    expect(openButton).toHaveAttribute('aria-pressed', 'true');
    expect(allButton).toHaveAttribute('aria-pressed', 'false');
    expect(grid).toHaveAttribute('aria-rowcount', String(open.length + 1));
    expect(
      screen.getByText(`${count(open.length)} de ${count(rows.length)} resultados`),
    ).toBeVisible();
    for (const row of dataRows(grid)) expect(row).toHaveTextContent(/Cierra en \d+/);
    expect(dataRows(grid)[0]).toHaveTextContent(open[0]!.codigo);

    await user.click(allButton);
    expect(views.at(-1)?.scope).toBe('all');
    expect(allButton).toHaveAttribute('aria-pressed', 'true');
    expect(grid).toHaveAttribute('aria-rowcount', String(rows.length + 1));
    expect(dataRows(grid)[0]).toHaveTextContent(rows[0]!.codigo);
  });

  it('says each row’s affinity and whether it still takes offers, or its state', () => {
    const rows = [
      anOpportunity({ codigo: 'A-1-LE26', score: 0.87, fechaCierre: inDays(4.5) }),
      anOpportunity({ codigo: 'B-2-LE26', score: 0.5, fechaCierre: inDays(0.25) }),
      anOpportunity({ codigo: 'C-3-LE26', estado: 'Adjudicada', fechaCierre: inDays(-20) }),
      anOpportunity({ codigo: 'D-4-LE26', estado: 'Publicada', fechaCierre: inDays(-1) }),
    ];
    const { grid } = renderGrid(rows, ALL_ROWS, NOW);
    expect(rowAt(grid, 0)).toHaveTextContent(/Afinidad 87\s?%/);
    expect(rowAt(grid, 0)).toHaveTextContent('Cierra en 4 días');
    expect(rowAt(grid, 1)).toHaveTextContent(/Afinidad 50\s?%/);
    expect(rowAt(grid, 1)).toHaveTextContent('Cierra en 6 h');
    expect(rowAt(grid, 2)).toHaveTextContent('Adjudicada');
    // Published, but its close has passed: closed, whatever the last sync said.
    expect(rowAt(grid, 3)).toHaveTextContent('Cerrada');
    expect(rowAt(grid, 3)).not.toHaveTextContent('Publicada');
  });

  it('says when none is open, and shows the closed ones with one press', async () => {
    const rows = [
      anOpportunity({ codigo: 'C-3-LE26', estado: 'Adjudicada', fechaCierre: inDays(-20) }),
      anOpportunity({ codigo: 'D-4-LE26', estado: 'Desierta', fechaCierre: inDays(-3) }),
    ];
    const { grid, user } = renderGrid(rows, INITIAL_GRID_VIEW, NOW);
    expect(within(grid).getByText('Ninguna de las 2 oportunidades sigue abierta.')).toBeVisible();
    expect(dataRows(grid)).toHaveLength(0);
    await user.click(within(grid).getByRole('button', { name: 'Ver también las cerradas' }));
    expect(dataRows(grid)).toHaveLength(2);
    expect(within(grid).queryByText(/sigue abierta/)).not.toBeInTheDocument();
  });

  it.each([
    // The box beside the open sidebar at 1440 and 1280 px: code and name on the left, the close
    // and the actions on the right; narrower, the right ones scroll first, then all.
    [1102, { name: '240px', closeDate: '140px', actions: '0px' }],
    [942, { name: '240px', closeDate: '140px', actions: '0px' }],
    [700, { name: '240px', closeDate: null, actions: null }],
    [600, { name: null, closeDate: null, actions: null }],
  ] as const)('in a %i px box pins %j', (width, expected) => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);
    const { grid } = renderGrid([anOpportunity()], ALL_ROWS, NOW);
    const header = (name: RegExp) => within(grid).getByRole('columnheader', { name });
    const side = (cell: HTMLElement, key: 'left' | 'right') => cell.style[key] || null;
    expect(side(header(/^Nombre/), 'left')).toBe(expected.name);
    expect(side(header(/^Fecha Cierre/), 'right')).toBe(expected.closeDate);
    expect(side(header(/^Acciones/), 'right')).toBe(expected.actions);
    // A row's cells stick with their header.
    const nameCell = within(rowAt(grid, 0)).getAllByRole('gridcell')[3]!;
    expect(side(nameCell, 'left')).toBe(expected.name);
  });
});
