import { formatDayKey } from '@/lib/chile-time';
import type { CsvColumn } from '@/lib/csv';

import { INVOICE_STATUS_LABELS, type InvoiceStatus } from './invoices';

/** What the tracking list needs of an invoice (the API's Invoice has all of it). */
export type TrackedInvoice = {
  id: number;
  number: number;
  clientId: number;
  clientName: string;
  purchaseOrderId: string | null;
  issueDate: string;
  dueDate: string;
  amount: number;
  tax: number;
  totalAmount: number;
  balance: number;
  status: InvoiceStatus;
  daysOverdue: number;
};

export type TrackingFilters = {
  status: InvoiceStatus | 'todas';
  clientId: number | null;
  /** Issue date from / to, Chile days; empty for no bound. */
  from: string;
  to: string;
  search: string;
};

export const SORT_KEYS = [
  'number',
  'clientName',
  'issueDate',
  'dueDate',
  'totalAmount',
  'balance',
  'daysOverdue',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type Sort = { key: SortKey; direction: 'asc' | 'desc' };

export function filterInvoices<T extends TrackedInvoice>(
  invoices: readonly T[],
  filters: TrackingFilters,
): T[] {
  const query = filters.search.trim().toLowerCase();
  return invoices.filter(
    (invoice) =>
      (filters.status === 'todas' || invoice.status === filters.status) &&
      (filters.clientId === null || invoice.clientId === filters.clientId) &&
      (!filters.from || invoice.issueDate >= filters.from) &&
      (!filters.to || invoice.issueDate <= filters.to) &&
      (!query ||
        String(invoice.number).includes(query) ||
        (invoice.purchaseOrderId ?? '').toLowerCase().includes(query)),
  );
}

export function sortInvoices<T extends TrackedInvoice>(invoices: readonly T[], sort: Sort): T[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...invoices].sort((a, b) => {
    const left = a[sort.key];
    const right = b[sort.key];
    const order =
      typeof left === 'number' && typeof right === 'number'
        ? left - right
        : String(left).localeCompare(String(right), 'es');
    return sign * order || b.number - a.number;
  });
}

/** Count, totals and balance of a list: the footer of the tracking table. */
export function sumInvoices(invoices: readonly TrackedInvoice[]) {
  return invoices.reduce(
    (sum, invoice) => ({
      count: sum.count + 1,
      amount: sum.amount + invoice.amount,
      tax: sum.tax + invoice.tax,
      total: sum.total + invoice.totalAmount,
      balance: sum.balance + invoice.balance,
    }),
    { count: 0, amount: 0, tax: 0, total: 0, balance: 0 },
  );
}

export const INVOICE_CSV_COLUMNS: readonly CsvColumn<TrackedInvoice>[] = [
  { header: 'N° factura', value: (row) => row.number },
  { header: 'Cliente', value: (row) => row.clientName },
  { header: 'Orden de compra', value: (row) => row.purchaseOrderId ?? '' },
  { header: 'Emisión', value: (row) => formatDayKey(row.issueDate) },
  { header: 'Vencimiento', value: (row) => formatDayKey(row.dueDate) },
  { header: 'Monto neto', value: (row) => row.amount },
  { header: 'IVA (19 %)', value: (row) => row.tax },
  { header: 'Total', value: (row) => row.totalAmount },
  { header: 'Saldo', value: (row) => row.balance },
  { header: 'Estado', value: (row) => INVOICE_STATUS_LABELS[row.status] },
  { header: 'Días de atraso', value: (row) => row.daysOverdue },
];
