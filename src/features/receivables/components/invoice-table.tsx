import { Link } from 'react-router-dom';

import { DataTable, type DataColumn } from '@/components/blocks/data-table';
import { TableCell, TableRow } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { formatDayKey } from '@/lib/chile-time';
import { formatCLP } from '@/lib/format';

import type { Invoice } from '../api/receivables-schema';
import type { Sort, SortKey, sumInvoices } from '../lib/tracking';
import { InvoiceStatusBadge } from './invoice-status-badge';

const amount = (header: string, value: (invoice: Invoice) => number, sortKey?: SortKey) =>
  ({
    header,
    sortKey,
    numeric: true,
    className: 'whitespace-nowrap',
    cell: (invoice) => formatCLP(value(invoice)),
  }) satisfies DataColumn<Invoice, SortKey>;

const COLUMNS: readonly DataColumn<Invoice, SortKey>[] = [
  {
    header: 'N°',
    sortKey: 'number',
    title: true,
    cell: (invoice) => (
      <Link
        className="font-medium text-primary hover:underline"
        to={paths.dashboard.receivables.management.getHref({ invoiceId: invoice.id })}
      >
        {invoice.number}
      </Link>
    ),
  },
  {
    header: 'Cliente',
    sortKey: 'clientName',
    className: 'sm:min-w-48',
    cell: (invoice) => invoice.clientName,
  },
  {
    header: 'Orden de compra',
    className: 'whitespace-nowrap',
    cell: (invoice) => invoice.purchaseOrderId ?? '—',
  },
  {
    header: 'Emisión',
    sortKey: 'issueDate',
    className: 'whitespace-nowrap',
    cell: (invoice) => formatDayKey(invoice.issueDate),
  },
  {
    header: 'Vencimiento',
    sortKey: 'dueDate',
    className: 'whitespace-nowrap',
    cell: (invoice) => formatDayKey(invoice.dueDate),
  },
  amount('Monto neto', (invoice) => invoice.amount),
  amount('IVA (19 %)', (invoice) => invoice.tax),
  amount('Total', (invoice) => invoice.totalAmount, 'totalAmount'),
  amount('Saldo', (invoice) => invoice.balance, 'balance'),
  { header: 'Estado', cell: (invoice) => <InvoiceStatusBadge status={invoice.status} /> },
  {
    header: 'Días de atraso',
    sortKey: 'daysOverdue',
    numeric: true,
    cell: (invoice) =>
      invoice.daysOverdue > 0 ? (
        <span className="font-medium text-destructive">{invoice.daysOverdue}</span>
      ) : (
        '—'
      ),
  },
];

/** The invoices shown, sortable by any figure, with the totals of what is shown. */
export function InvoiceTable({
  rows,
  sums,
  sort,
  onSort,
}: {
  rows: readonly Invoice[];
  sums: ReturnType<typeof sumInvoices>;
  sort: Sort;
  onSort: (key: SortKey) => void;
}) {
  const total = (label: string, value: number) => (
    <TableCell data-label={label} className="text-right whitespace-nowrap tabular-nums">
      {formatCLP(value)}
    </TableCell>
  );
  return (
    <DataTable
      label="Facturas"
      caption="Facturas"
      captionStyle="hidden"
      columns={COLUMNS}
      items={rows}
      rowKey={(invoice) => invoice.id}
      sort={sort}
      onSort={onSort}
      footer={
        <TableRow>
          <TableCell colSpan={5}>Total ({sums.count})</TableCell>
          {total('Monto neto', sums.amount)}
          {total('IVA (19 %)', sums.tax)}
          {total('Total', sums.total)}
          {total('Saldo', sums.balance)}
          <TableCell colSpan={2} className="max-sm:hidden" />
        </TableRow>
      }
    />
  );
}
