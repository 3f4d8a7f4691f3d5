import { describe, expect, it } from 'vitest';

import { filterInvoices, sortInvoices, sumInvoices, type TrackedInvoice } from './tracking';

const invoice = (overrides: Partial<TrackedInvoice> & { id: number }): TrackedInvoice => ({
  number: 1000 + overrides.id,
  clientId: 1,
  clientName: 'Hospital de Talca',
  purchaseOrderId: null,
  issueDate: '2026-10-01',
  dueDate: '2026-10-31',
  amount: 100,
  tax: 19,
  totalAmount: 119,
  balance: 119,
  status: 'pending',
  daysOverdue: 0,
  ...overrides,
});

const invoices = [
  invoice({ id: 1, status: 'overdue', daysOverdue: 40, issueDate: '2026-09-01' }),
  invoice({
    id: 2,
    clientId: 2,
    clientName: 'Municipalidad de Arica',
    purchaseOrderId: '2402-7-SE26',
  }),
  invoice({ id: 3, status: 'paid', balance: 0, issueDate: '2026-11-10', totalAmount: 238 }),
];
const all = { status: 'todas', clientId: null, from: '', to: '', search: '' } as const;

describe('invoice tracking', () => {
  it('filters by status, client, issue dates and number or order', () => {
    const ids = (filters: Partial<Parameters<typeof filterInvoices>[1]>) =>
      filterInvoices(invoices, { ...all, ...filters }).map((entry) => entry.id);
    expect(ids({})).toEqual([1, 2, 3]);
    expect(ids({ status: 'overdue' })).toEqual([1]);
    expect(ids({ clientId: 2 })).toEqual([2]);
    expect(ids({ from: '2026-10-01', to: '2026-10-31' })).toEqual([2]);
    expect(ids({ search: 'se26' })).toEqual([2]);
    expect(ids({ search: '1003' })).toEqual([3]);
  });

  it('sorts both ways, newest number first among equals', () => {
    const by = (key: Parameters<typeof sortInvoices>[1]['key'], direction: 'asc' | 'desc') =>
      sortInvoices(invoices, { key, direction }).map((entry) => entry.id);
    expect(by('daysOverdue', 'desc')).toEqual([1, 3, 2]);
    expect(by('clientName', 'asc')).toEqual([3, 1, 2]);
    expect(by('totalAmount', 'desc')).toEqual([3, 2, 1]);
  });

  it('adds up what is listed', () => {
    expect(sumInvoices(invoices)).toEqual({
      count: 3,
      amount: 300,
      tax: 57,
      total: 476,
      balance: 238,
    });
  });
});
