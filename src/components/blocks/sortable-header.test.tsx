import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { Table, TableBody, TableHeader, TableRow } from '@/components/ui/table';

import { SortableHeader, type SortDirection } from './sortable-header';

type Sort = { key: 'numero' | 'monto'; direction: SortDirection };

function Invoices({ unsorted }: { unsorted?: 'none' }) {
  const [sort, setSort] = useState<Sort>({ key: 'numero', direction: 'asc' });
  const toggle = (key: Sort['key']) =>
    setSort((current) => ({
      key,
      direction: current.key === key && current.direction === 'asc' ? 'desc' : 'asc',
    }));
  return (
    <Table aria-label="Facturas">
      <TableHeader>
        <TableRow>
          <SortableHeader
            unsorted={unsorted}
            direction={sort.key === 'numero' ? sort.direction : null}
            onSort={() => toggle('numero')}
          >
            N°
          </SortableHeader>
          <SortableHeader
            unsorted={unsorted}
            direction={sort.key === 'monto' ? sort.direction : null}
            onSort={() => toggle('monto')}
          >
            Monto
          </SortableHeader>
        </TableRow>
      </TableHeader>
      <TableBody />
    </Table>
  );
}

const header = (name: string) => screen.getByRole('columnheader', { name });

describe('SortableHeader', () => {
  it('says the order on the header and turns it with a click or the keyboard', async () => {
    const user = userEvent.setup();
    render(<Invoices />);
    expect(header('N°')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Monto')).not.toHaveAttribute('aria-sort');

    await user.click(screen.getByRole('button', { name: 'N°' }));
    expect(header('N°')).toHaveAttribute('aria-sort', 'descending');

    // The button keeps its name, whatever the arrow: it is hidden.
    expect(screen.getByRole('button', { name: 'N°' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Monto' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(header('Monto')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('N°')).not.toHaveAttribute('aria-sort');
    await user.keyboard(' ');
    expect(header('Monto')).toHaveAttribute('aria-sort', 'descending');
  });

  it("says 'none' on the other columns when asked, in a grid of divs too", () => {
    render(<Invoices unsorted="none" />);
    expect(header('Monto')).toHaveAttribute('aria-sort', 'none');
    render(
      <div role="grid" aria-label="Usuarios">
        <div role="row">
          <SortableHeader cell="div" direction="desc" onSort={() => undefined}>
            Nombre
          </SortableHeader>
        </div>
      </div>,
    );
    expect(header('Nombre').tagName).toBe('DIV');
    expect(header('Nombre')).toHaveAttribute('aria-sort', 'descending');
  });
});
