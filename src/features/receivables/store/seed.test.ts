import { describe, expect, it } from 'vitest';

import { chileDayKey } from '@/lib/chile-time';
import { cleanRut } from '@/lib/validation/rut';
import { RECEIVABLES_COMPANY_ID, seedWork } from '@/mocks/areas/work/seed';

import { daysOverdue, OVERDUE_RANGES, overdueRangeOf } from './invoice-rules';
import { emptyReceivables } from './records';
import { seedReceivables, type SeedPurchaseOrder } from './seed';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const TODAY = chileDayKey(NOW)!;

/** The allow-listed company's purchase orders, as GET /purchase-orders gives them. */
const ORDERS: SeedPurchaseOrder[] = seedWork(NOW)
  .purchaseOrders.filter((order) => order.companyId === RECEIVABLES_COMPANY_ID)
  .map((order) => ({
    codigo: order.code,
    comprador: order.buyerName,
    rutComprador: order.buyerRut,
    fecha: order.issuedAt,
    estado: order.state,
    monto: order.amount,
    oportunidad: { nombre: order.opportunityName },
  }));

function seeded() {
  const data = emptyReceivables();
  seedReceivables(data, RECEIVABLES_COMPANY_ID, ORDERS, NOW);
  return data;
}

describe("the receivables' demo portfolio", () => {
  const data = seeded();

  it('bills 25 public bodies, first the buyers of the purchase orders', () => {
    expect(data.clients).toHaveLength(25);
    const ruts = data.clients.map((client) => cleanRut(client.rut));
    expect(new Set(ruts).size).toBe(25);
    const buyers = new Set(
      ORDERS.filter((order) => order.estado !== 'Cancelada').map((o) => cleanRut(o.rutComprador)),
    );
    expect(buyers.size).toBeGreaterThan(0);
    for (const buyer of buyers) expect(ruts).toContain(buyer);
    expect(data.clients.every((client) => client.organizationName && client.email)).toBe(true);
  });

  it('has a year of invoices, numbered in the order issued, one for each order', () => {
    expect(new Set(data.invoices.map((invoice) => invoice.issueDate.slice(0, 7))).size).toBe(12);
    const byNumber = [...data.invoices].sort((a, b) => a.number - b.number);
    expect(byNumber[0]!.number).toBe(1001);
    expect(byNumber.map((invoice) => invoice.issueDate)).toEqual(
      byNumber.map((invoice) => invoice.issueDate).sort(),
    );
    for (const order of ORDERS.filter((entry) => entry.estado !== 'Cancelada')) {
      const invoice = data.invoices.find((entry) => entry.purchaseOrderId === order.codigo)!;
      const client = data.clients.find((entry) => entry.id === invoice.clientId)!;
      expect(cleanRut(client.rut)).toBe(cleanRut(order.rutComprador));
      expect(invoice.description).toBe(order.oportunidad.nombre);
      expect(invoice.totalAmount).toBeCloseTo(order.monto, -1);
    }
  });

  it('leaves open invoices in every overdue range, partial payments, and adds up', () => {
    const ranges = new Set(
      data.invoices.map((invoice) => overdueRangeOf(daysOverdue(invoice, TODAY))),
    );
    for (const range of OVERDUE_RANGES) expect(ranges).toContain(range.key);
    expect(
      data.invoices.some((invoice) => invoice.status === 'pending' && invoice.paymentAmount > 0),
    ).toBe(true);
    for (const invoice of data.invoices) {
      const paid = data.payments
        .filter((payment) => payment.invoiceId === invoice.id)
        .reduce((sum, payment) => sum + payment.amount, 0);
      expect(invoice.paymentAmount).toBe(paid);
      expect(invoice.status === 'paid').toBe(paid === invoice.totalAmount);
      expect(paid).toBeLessThanOrEqual(invoice.totalAmount);
    }
  });

  it('promises six payments of overdue balances, by collection contacts, with no task yet', () => {
    expect(data.commitments).toHaveLength(6);
    for (const commitment of data.commitments) {
      const invoice = data.invoices.find((entry) => entry.id === commitment.invoiceId)!;
      const contact = data.contacts.find((entry) => entry.id === commitment.contactId)!;
      expect(daysOverdue(invoice, TODAY)).toBeGreaterThan(10);
      expect(commitment.amount).toBe(invoice.totalAmount - invoice.paymentAmount);
      expect(contact).toMatchObject({ clientId: invoice.clientId, type: 'collection' });
      expect(commitment.taskId).toBeNull();
    }
  });

  it('is the same for the same orders on the same day, and follows the ids already taken', () => {
    expect(seeded()).toEqual(data);
    const other = seeded();
    seedReceivables(other, 8, ORDERS, NOW);
    expect(other.seededCompanies).toEqual([RECEIVABLES_COMPANY_ID, 8]);
    for (const table of ['clients', 'invoices', 'payments'] as const) {
      const ids = other[table].map((row) => row.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(other.lastIds[table]).toBe(Math.max(...ids));
    }
    const eight = other.invoices.filter((invoice) => invoice.companyId === 8);
    expect(Math.min(...eight.map((invoice) => invoice.number))).toBe(1001);
  });
});
