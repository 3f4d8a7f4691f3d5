import { describe, expect, it } from 'vitest';

import { chileTimeOfDay } from '@/lib/chile-time';
import { chileDayKey } from '@/lib/chile-time';

import { daysOverdue, overdueRangeOf, OVERDUE_RANGES } from '../receivables/invoice-rules';
import { generateOpportunities } from '../catalogue/opportunities';
import { RECEIVABLES_COMPANY_ID } from '../receivables/seed';
import { pastCatalogues, seedWork } from './seed';

describe('seedWork', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  const work = seedWork(now);

  it("spreads the demo company's bids over months, with every outcome", () => {
    const demo = work.applications.filter((entry) => entry.companyId === 1);
    expect(new Set(demo.map((entry) => entry.appliedAt.slice(0, 7))).size).toBeGreaterThanOrEqual(
      7,
    );
    expect(new Set(demo.map((entry) => entry.outcome))).toEqual(
      new Set(['ganada', 'perdida', 'pendiente']),
    );
    expect(demo.every((entry) => Date.parse(entry.appliedAt) < now)).toBe(true);
  });

  it("records the team's activity during the working day, Chile time", () => {
    const hours = work.activities.map((entry) => chileTimeOfDay(entry.createdAt)!.slice(0, 5));
    expect(hours.filter((hour) => hour < '07:00' || hour > '21:30')).toEqual([]);
  });

  it('issues one purchase order per bid won, AG for agile purchases and SE for tenders', () => {
    const won = work.applications.filter((entry) => entry.outcome === 'ganada');
    expect(work.purchaseOrders).toHaveLength(won.length);
    for (const order of work.purchaseOrders) {
      const bid = work.applications.find((entry) => entry.id === order.applicationId)!;
      expect(order.code).toMatch(bid.type === 'COT' ? /^\d+-\d+-AG\d{2}$/ : /^\d+-\d+-SE\d{2}$/);
      expect(order.amount).toBe(
        order.items.reduce((sum, item) => sum + item.quantity * item.unitPrice, 0),
      );
    }
  });

  it('never reuses a code of the current catalogue, and regenerates past opportunities', () => {
    const current = new Set(generateOpportunities().map((record) => record.code));
    expect(work.applications.filter((entry) => current.has(entry.opportunityCode))).toEqual([]);
    const past = new Set(
      pastCatalogues(now)
        .flat()
        .map((record) => record.code),
    );
    expect(work.applications.every((entry) => past.has(entry.opportunityCode))).toBe(true);
  });

  it('seeds the board with overdue, upcoming and done tasks on opportunities of the catalogue', () => {
    const current = new Set(generateOpportunities().map((record) => record.code));
    expect(
      work.tasks.filter((task) => task.opportunityCode && !current.has(task.opportunityCode)),
    ).toEqual([]);
    expect(
      work.tasks.some(
        (task) => task.status !== 'hecha' && task.dueAt! < new Date(now).toISOString(),
      ),
    ).toBe(true);
    expect(work.tasks.some((task) => task.status === 'hecha')).toBe(true);
  });

  it('writes the feed in time order with unique ids', () => {
    const ids = work.activities.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    const times = work.activities.map((entry) => entry.createdAt);
    expect([...times].sort()).toEqual(times);
  });

  it("seeds a year of the allow-listed company's receivables, with every overdue range", () => {
    const today = chileDayKey(now)!;
    expect(work.receivableClients).toHaveLength(25);
    expect(work.invoices.every((invoice) => invoice.companyId === RECEIVABLES_COMPANY_ID)).toBe(
      true,
    );
    expect(new Set(work.invoices.map((invoice) => invoice.issueDate.slice(0, 7))).size).toBe(12);
    const ranges = new Set(
      work.invoices.map((invoice) => overdueRangeOf(daysOverdue(invoice, today))),
    );
    for (const range of OVERDUE_RANGES) expect(ranges).toContain(range.key);
    const partial = work.invoices.filter(
      (invoice) => invoice.status === 'pending' && invoice.paymentAmount > 0,
    );
    expect(partial.length).toBeGreaterThan(0);
    // Some bill the company's own purchase orders.
    const orders = new Set(work.purchaseOrders.map((order) => order.code));
    expect(work.invoices.some((invoice) => orders.has(invoice.purchaseOrderId ?? ''))).toBe(true);
  });

  it('gives every seeded payment commitment its follow-up task', () => {
    expect(work.paymentCommitments.length).toBeGreaterThan(0);
    for (const commitment of work.paymentCommitments) {
      const task = work.tasks.find((entry) => entry.id === commitment.taskId)!;
      expect(task).toMatchObject({
        companyId: RECEIVABLES_COMPANY_ID,
        invoiceId: commitment.invoiceId,
        priority: 'media',
        status: 'pendiente',
      });
    }
    expect(new Set(work.tasks.map((task) => task.id)).size).toBe(work.tasks.length);
  });
});
