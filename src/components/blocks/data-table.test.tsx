import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { TableCell, TableRow } from '@/components/ui/table';

import { DataTable, type DataColumn, type DataSort } from './data-table';

type Invoice = { numero: string; cliente: string; monto: number };
type Key = 'numero' | 'monto';

const INVOICES: Invoice[] = [
  { numero: 'F-12', cliente: 'Hospital de Talca', monto: 1_500_000 },
  { numero: 'F-7', cliente: 'Municipalidad de Maipú', monto: 820_000 },
  { numero: 'F-30', cliente: 'Servicio de Salud Ñuble', monto: 2_100_000 },
];

const COLUMNS: DataColumn<Invoice, Key>[] = [
  { header: 'N°', title: true, sortKey: 'numero', cell: (invoice) => invoice.numero },
  { header: 'Cliente', cell: (invoice) => invoice.cliente },
  {
    header: 'Monto facturado',
    label: 'Monto',
    numeric: true,
    sortKey: 'monto',
    cell: (invoice) => `$${invoice.monto.toLocaleString('es-CL')}`,
  },
];

function Invoices({ items = INVOICES, loading }: { items?: Invoice[]; loading?: boolean }) {
  const [sort, setSort] = useState<DataSort<Key>>({ key: 'numero', direction: 'asc' });
  const sorted = [...items].sort((a, b) => {
    const order =
      sort.key === 'monto' ? a.monto - b.monto : a.numero.localeCompare(b.numero, 'es-CL');
    return sort.direction === 'asc' ? order : -order;
  });
  return (
    <DataTable
      label="Facturas"
      caption={`${items.length} facturas`}
      columns={COLUMNS}
      items={sorted}
      rowKey={(invoice) => invoice.numero}
      sort={sort}
      onSort={(key) =>
        setSort((current) => ({
          key,
          direction: current.key === key && current.direction === 'asc' ? 'desc' : 'asc',
        }))
      }
      empty="Ninguna factura calza con la búsqueda."
      loading={loading}
      footer={
        <TableRow>
          <TableCell colSpan={2}>Total</TableCell>
          <TableCell data-label="Total">$4.420.000</TableCell>
        </TableRow>
      }
    />
  );
}

const bodyRows = () => screen.getAllByRole('row').slice(1, -1);
const firstCells = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('DataTable', () => {
  it('names its region and table, and each value by its column for a phone card', () => {
    render(<Invoices />);
    const region = screen.getByRole('region', { name: 'Facturas' });
    expect(within(region).getByRole('table', { name: '3 facturas' })).toHaveAttribute(
      'data-stack-on-phone',
    );
    const cells = within(bodyRows()[0]!).getAllByRole('cell');
    // The title heads the card unnamed; the others carry their name (a shorter one when given).
    expect(cells.map((cell) => cell.dataset.label ?? null)).toEqual([null, 'Cliente', 'Monto']);
    expect(cells[2]).toHaveClass('text-right', 'tabular-nums');
  });

  it('sorts by a header, and by the phone’s «Ordenar por» select', async () => {
    const user = userEvent.setup();
    render(<Invoices />);
    expect(firstCells()).toEqual(['F-12', 'F-30', 'F-7']);
    const monto = screen.getByRole('button', { name: 'Monto facturado' });
    await user.click(monto);
    expect(firstCells()).toEqual(['F-7', 'F-12', 'F-30']);
    expect(monto.closest('th')).toHaveAttribute('aria-sort', 'ascending');
    await user.click(monto);
    expect(firstCells()).toEqual(['F-30', 'F-12', 'F-7']);
    // Cliente does not sort: a plain header, and no option.
    expect(screen.queryByRole('button', { name: 'Cliente' })).not.toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Ordenar por' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['N°', 'Monto facturado']);
    await user.selectOptions(select, 'numero');
    expect(firstCells()).toEqual(['F-12', 'F-30', 'F-7']);
    expect(select).toHaveValue('numero');
  });

  it('says so when there is no row, and shows placeholders while loading', () => {
    const { rerender } = render(<Invoices items={[]} />);
    expect(
      screen.getByRole('cell', { name: 'Ninguna factura calza con la búsqueda.' }),
    ).toBeVisible();
    rerender(<Invoices loading />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('F-12')).not.toBeInTheDocument();
    expect(bodyRows()).toHaveLength(4);
  });

  it('keeps a narrow table whole on a phone when asked, without «Ordenar por»', () => {
    render(
      <DataTable
        label="Tasas"
        columns={COLUMNS}
        items={INVOICES}
        rowKey={(invoice) => invoice.numero}
        onSort={() => undefined}
        stackOnPhone={false}
      />,
    );
    expect(screen.getByRole('table')).not.toHaveAttribute('data-stack-on-phone');
    expect(screen.queryByRole('combobox', { name: 'Ordenar por' })).not.toBeInTheDocument();
  });
});
