import { describe, expect, it } from 'vitest';

import { chileTimeOfDay } from '@/lib/chile-time';

import { BUYERS } from '../catalogue/buyers';
import { rivalLineBasis, splitTotal } from '../competition/offer-lines';
import { categoryOfItem } from '../competition/reference-prices';
import { supplierDirectory } from '../competition/suppliers';
import { generateOpportunities } from '../catalogue/opportunities';
import { pastCatalogues } from '../catalogue/past-catalogues';
import { RECEIVABLES_COMPANY_ID, seedWork } from './seed';

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

  it("draws rivals from the market's suppliers of the bid's category, totals that split into lines", () => {
    const directory = new Map(supplierDirectory().map((supplier) => [supplier.name, supplier]));
    for (const bid of work.applications) {
      const quantities = bid.items.map((item) => item.quantity);
      const ours = bid.items.map((item) => item.unitPrice);
      expect(quantities.reduce((sum, quantity, index) => sum + quantity * ours[index]!, 0)).toBe(
        bid.offeredAmount,
      );
      const category = categoryOfItem(bid.items[0]!.productCode, bid.items[0]!.name)!.slug;
      for (const offer of bid.offers.filter((entry) => !entry.ours)) {
        expect(directory.get(offer.supplier)?.categories).toContain(category);
        const basis = rivalLineBasis(bid.opportunityCode, offer.supplier, ours);
        expect(splitTotal(quantities, basis, offer.amount)).not.toBeNull();
      }
    }
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

  it("sends the allow-listed company purchase orders of the catalogue's buyers, by their RUT", () => {
    // The receivables' demo portfolio (decision 0023) bills them and finds their buyers by RUT.
    const orders = work.purchaseOrders.filter(
      (order) => order.companyId === RECEIVABLES_COMPANY_ID,
    );
    expect(orders.length).toBeGreaterThan(5);
    const ruts = new Set(BUYERS.map((buyer) => buyer.unitRut));
    expect(orders.filter((order) => !ruts.has(order.buyerRut))).toEqual([]);
    expect(orders.some((order) => order.code.endsWith(`SE${order.issuedAt.slice(2, 4)}`))).toBe(
      true,
    );
  });
});
