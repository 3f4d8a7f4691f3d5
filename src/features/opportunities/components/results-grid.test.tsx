import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { buildSearchJson } from '@/lib/search-json';
import { renderWithProviders } from '@/testing/render-with-providers';
import { fakeLayout } from '@/testing/fake-layout';
import { signInAs } from '@/testing/test-utils';
import { fakeMatchMedia } from '@/testing/match-media';

import type { OpportunitySummary } from '@/entities/opportunity/api/opportunity-schema';
import { searchOpportunities } from '../api/search-opportunities';
import { INITIAL_GRID_VIEW, type GridView } from '../lib/grid-view';
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

function renderGrid(rows: OpportunitySummary[], initialView: GridView = INITIAL_GRID_VIEW) {
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
        now={new Date()}
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
    // 560 px / 168 px cards = 3 cards, less the one kept in sight.
    await user.keyboard('{PageDown}');
    expect(rowAt(grid, 2)).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(rowAt(grid, 4)).toHaveFocus();
    await user.keyboard('{PageUp}');
    expect(rowAt(grid, 2)).toHaveFocus();
  });

  it('links the code and the name in a phone card too, and shows a hidden amount', async () => {
    phoneScreen();
    // Five cards: a phone draws those in sight and three more, and jsdom never scrolls to others.
    const rows = withHiddenAmounts(
      await searchRows('útiles de escritorio temporada de invierno'),
      3,
    );
    const { grid, user, onOpen } = renderGrid(rows, {
      ...INITIAL_GRID_VIEW,
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
