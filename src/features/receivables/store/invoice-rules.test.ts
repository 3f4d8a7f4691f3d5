import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { addDays } from '@/lib/chile-time';

import { totalOf } from '../lib/invoices';
import {
  applyPayment,
  balanceOf,
  daysOverdue,
  overdueRangeOf,
  receivablesStats,
  statusOn,
  STORED_INVOICE_STATUSES,
  weekOf,
  type StatsInvoice,
} from './invoice-rules';

const TODAY = '2026-11-25';

const invoiceArb = fc
  .record({
    id: fc.nat(),
    clientId: fc.integer({ min: 1, max: 8 }),
    status: fc.constantFrom(...STORED_INVOICE_STATUSES),
    dueOffset: fc.integer({ min: -200, max: 60 }),
    amount: fc.integer({ min: 1, max: 50_000_000 }),
    paidShare: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ dueOffset, amount, paidShare, ...rest }): StatsInvoice => {
    const totalAmount = totalOf(amount);
    return {
      ...rest,
      dueDate: addDays(TODAY, dueOffset),
      totalAmount,
      paymentAmount:
        rest.status === 'paid' ? totalAmount : Math.floor(totalAmount * paidShare * 0.99),
    };
  });

describe('overdue', () => {
  it('starts the day after the due date, only for pending invoices', () => {
    const pending = { status: 'pending' as const, dueDate: TODAY };
    expect(statusOn(pending, TODAY)).toBe('pending');
    expect(statusOn(pending, addDays(TODAY, 1))).toBe('overdue');
    expect(daysOverdue(pending, addDays(TODAY, 31))).toBe(31);
    expect(statusOn({ status: 'paid', dueDate: '2020-01-01' }, TODAY)).toBe('paid');
  });

  it('puts days into the four ranges, edges included', () => {
    expect([0, 1, 30, 31, 60, 61, 90, 91, 400].map(overdueRangeOf)).toEqual([
      null,
      '1-30',
      '1-30',
      '31-60',
      '31-60',
      '61-90',
      '61-90',
      '90+',
      '90+',
    ]);
  });

  it('never leaves an invoice both paid and overdue after a payment of its balance', () => {
    fc.assert(
      fc.property(invoiceArb, fc.integer({ min: 0, max: 300 }), (invoice, later) => {
        fc.pre(invoice.status === 'pending');
        const paid = applyPayment(invoice, { amount: balanceOf(invoice), paymentDate: TODAY });
        const day = addDays(TODAY, later);
        expect(statusOn(paid, day)).toBe('paid');
        expect(daysOverdue(paid, day)).toBe(0);
        expect(balanceOf(paid)).toBe(0);
      }),
    );
  });

  it('keeps a partly paid invoice pending with the rest to pay', () => {
    const invoice = {
      status: 'pending' as const,
      dueDate: TODAY,
      totalAmount: 1000,
      paymentAmount: 0,
    };
    const part = applyPayment(invoice, { amount: 400, paymentDate: TODAY });
    expect(part.status).toBe('pending');
    expect(balanceOf(part)).toBe(600);
  });
});

describe('receivables stats', () => {
  it('adds up: statuses to every invoice, ranges to what is overdue, clients to what is owed', () => {
    fc.assert(
      fc.property(fc.array(invoiceArb, { maxLength: 60 }), (invoices) => {
        const stats = receivablesStats(invoices, TODAY);
        const byStatus = Object.values(stats.byStatus);
        expect(byStatus.reduce((sum, entry) => sum + entry.count, 0)).toBe(invoices.length);
        expect(byStatus.reduce((sum, entry) => sum + entry.amount, 0)).toBe(
          invoices.reduce((sum, invoice) => sum + invoice.totalAmount, 0),
        );
        const open = invoices.filter((invoice) => invoice.status === 'pending');
        expect(stats.owed).toBe(open.reduce((sum, invoice) => sum + balanceOf(invoice), 0));
        const overdue = open.filter((invoice) => statusOn(invoice, TODAY) === 'overdue');
        expect(stats.overdueRanges.reduce((sum, range) => sum + range.count, 0)).toBe(
          overdue.length,
        );
        expect(stats.overdueRanges.reduce((sum, range) => sum + range.amount, 0)).toBe(
          overdue.reduce((sum, invoice) => sum + balanceOf(invoice), 0),
        );
        expect(stats.topClients.length).toBeLessThanOrEqual(5);
        const owed = stats.topClients.map((entry) => entry.owed);
        expect(owed).toEqual([...owed].sort((a, b) => b - a));
        expect(owed.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(stats.owed);
      }),
    );
  });

  it('lists open invoices due Monday to Sunday of this week', () => {
    expect(weekOf(TODAY)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekOf('2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    const base = { clientId: 1, totalAmount: 100, paymentAmount: 0 };
    const stats = receivablesStats(
      [
        { ...base, id: 1, status: 'pending', dueDate: '2026-11-23' },
        { ...base, id: 2, status: 'pending', dueDate: '2026-11-29' },
        { ...base, id: 3, status: 'paid', dueDate: '2026-11-26', paymentAmount: 100 },
        { ...base, id: 4, status: 'pending', dueDate: '2026-11-30' },
      ],
      TODAY,
    );
    expect(stats.dueThisWeek.ids).toEqual([1, 2]);
    expect(stats.dueThisWeek.amount).toBe(200);
  });
});
