import { addDays, daysBetween, weekdayOf } from '@/lib/chile-time';

import { INVOICE_STATUSES, type InvoiceStatus } from '../lib/invoices';

/**
 * The store's rules of a stored invoice (decision 0023): when it is overdue, what is still owed,
 * what a payment does, and the panel's figures. The statuses, their labels and VAT are the
 * pages' too (../lib/invoices.ts), so the store and the pages name the same things. Days are
 * Chile days ('yyyy-MM-dd'); amounts are whole pesos (CLP).
 */

/** What is stored: 'overdue' is never stored, it is a pending invoice past its due date. */
export const STORED_INVOICE_STATUSES = ['pending', 'paid', 'cancelled', 'compensated'] as const;
export type StoredInvoiceStatus = (typeof STORED_INVOICE_STATUSES)[number];

export type InvoiceFacts = {
  status: StoredInvoiceStatus;
  dueDate: string;
  totalAmount: number;
  /** What has been paid so far (the sum of its payments). */
  paymentAmount: number;
};

/** Pending and past its due date (the day after the due date is the first day overdue). */
export function statusOn(invoice: Pick<InvoiceFacts, 'status' | 'dueDate'>, today: string) {
  if (invoice.status === 'pending' && invoice.dueDate < today) return 'overdue' as const;
  return invoice.status;
}

/** Days past due of an open invoice; 0 for one not yet due, paid, cancelled or compensated. */
export function daysOverdue(invoice: Pick<InvoiceFacts, 'status' | 'dueDate'>, today: string) {
  return statusOn(invoice, today) === 'overdue' ? daysBetween(invoice.dueDate, today) : 0;
}

/** What is still owed: nothing once paid, cancelled or compensated. */
export function balanceOf(invoice: InvoiceFacts) {
  return invoice.status === 'pending'
    ? Math.max(0, invoice.totalAmount - invoice.paymentAmount)
    : 0;
}

export const isOpen = (invoice: Pick<InvoiceFacts, 'status'>) => invoice.status === 'pending';

/**
 * A payment on an invoice: the amount adds up; once it covers the total the invoice is paid
 * (spec: recording a payment sets paid), otherwise it is an abono and the invoice stays pending
 * with a smaller balance (decision 0023 says why).
 */
export function applyPayment<T extends InvoiceFacts>(
  invoice: T,
  payment: { amount: number; paymentDate: string },
): T & { paymentDate: string } {
  const paymentAmount = invoice.paymentAmount + payment.amount;
  return {
    ...invoice,
    paymentAmount,
    paymentDate: payment.paymentDate,
    status: paymentAmount >= invoice.totalAmount ? 'paid' : invoice.status,
  };
}

export const OVERDUE_RANGES = [
  { key: '1-30', label: '1 a 30 días', min: 1, max: 30 },
  { key: '31-60', label: '31 a 60 días', min: 31, max: 60 },
  { key: '61-90', label: '61 a 90 días', min: 61, max: 90 },
  { key: '90+', label: 'Más de 90 días', min: 91, max: Number.POSITIVE_INFINITY },
] as const;
export type OverdueRangeKey = (typeof OVERDUE_RANGES)[number]['key'];

export function overdueRangeOf(days: number): OverdueRangeKey | null {
  return OVERDUE_RANGES.find((range) => days >= range.min && days <= range.max)?.key ?? null;
}

/** Monday and Sunday of the Chile week a day falls in. */
export function weekOf(today: string) {
  const monday = addDays(today, -((weekdayOf(today) + 6) % 7));
  return { from: monday, to: addDays(monday, 6) };
}

export type StatsInvoice = InvoiceFacts & { id: number; clientId: number };

export type ReceivablesStats = {
  /** Count and total (tax included) of the invoices in each status. */
  byStatus: Record<InvoiceStatus, { count: number; amount: number }>;
  /** What is still owed over every open invoice. */
  owed: number;
  /** The five clients that owe most, with what they owe. */
  topClients: { clientId: number; owed: number; invoices: number }[];
  /** Open invoices past due, by how long, with their balances. */
  overdueRanges: { key: OverdueRangeKey; label: string; count: number; amount: number }[];
  /** Open invoices due Monday to Sunday of this week (some may already be overdue). */
  dueThisWeek: { ids: number[]; amount: number; from: string; to: string };
};

export function receivablesStats(
  invoices: readonly StatsInvoice[],
  today: string,
): ReceivablesStats {
  const byStatus = Object.fromEntries(
    INVOICE_STATUSES.map((status) => [status, { count: 0, amount: 0 }]),
  ) as ReceivablesStats['byStatus'];
  const ranges = new Map(OVERDUE_RANGES.map((range) => [range.key, { count: 0, amount: 0 }]));
  const owedByClient = new Map<number, { owed: number; invoices: number }>();
  const week = weekOf(today);
  const dueThisWeek = { ids: [] as number[], amount: 0, ...week };
  let owed = 0;

  for (const invoice of invoices) {
    const status = statusOn(invoice, today);
    byStatus[status].count += 1;
    byStatus[status].amount += invoice.totalAmount;
    const balance = balanceOf(invoice);
    if (!isOpen(invoice)) continue;
    owed += balance;
    const client = owedByClient.get(invoice.clientId) ?? { owed: 0, invoices: 0 };
    owedByClient.set(invoice.clientId, {
      owed: client.owed + balance,
      invoices: client.invoices + 1,
    });
    const range = overdueRangeOf(daysOverdue(invoice, today));
    if (range) {
      ranges.get(range)!.count += 1;
      ranges.get(range)!.amount += balance;
    }
    if (invoice.dueDate >= week.from && invoice.dueDate <= week.to) {
      dueThisWeek.ids.push(invoice.id);
      dueThisWeek.amount += balance;
    }
  }

  return {
    byStatus,
    owed,
    topClients: [...owedByClient.entries()]
      .map(([clientId, entry]) => ({ clientId, ...entry }))
      .filter((entry) => entry.owed > 0)
      .sort((a, b) => b.owed - a.owed || a.clientId - b.clientId)
      .slice(0, 5),
    overdueRanges: OVERDUE_RANGES.map((range) => ({
      key: range.key,
      label: range.label,
      ...ranges.get(range.key)!,
    })),
    dueThisWeek,
  };
}
