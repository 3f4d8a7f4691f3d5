import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { db } from '../core/database';
import { currentMarket } from '../areas/competition/current-market';
import { republicationOf } from '../areas/competition/radar';
import { findOpportunity } from '../areas/competition/opportunity-lookup';
import { generateOpportunities } from '../areas/catalogue/opportunities';
import {
  countDisagreements,
  dateDisagreements,
  disagreementsOf,
  notificationDisagreements,
  offHours,
  touchedCodes,
} from './disagreements';

/** Every opportunity a seeded company touched, and one in 25 of the catalogue. */
function checkedCodes() {
  const sample = db.opportunities
    .filter((_, index) => index % 25 === 0)
    .map((record) => record.code);
  return [...new Set([...touchedCodes(), ...sample])];
}

const describeAll = (found: ReturnType<typeof countDisagreements>['all']) =>
  found.slice(0, 20).map((entry) => `${entry.code} ${entry.kind}: ${entry.detail}`);

/**
 * Issue 36: what the areas of the mock say about one opportunity, compared (its state, award,
 * winner, amounts, offers, orders, dates and their hours). Decision 0009 lists which area owns
 * each fact; every other area reads it from there.
 */
describe('one opportunity, one story (issue 36)', () => {
  it('tells the same story of every opportunity the companies touched and of a sample of the rest', () => {
    const { checked, all } = countDisagreements(checkedCodes());
    expect(checked).toBeGreaterThan(600);
    expect(describeAll(all)).toEqual([]);
  });

  it("dates the market's closes and the radar's new calls at a buyer's hours", () => {
    const market = currentMarket();
    const newCalls = market.processes.flatMap((process) => {
      const republication = republicationOf(process);
      const record = republication && findOpportunity(republication.code);
      return record ? [record] : [];
    });
    expect(newCalls.length).toBeGreaterThan(50);
    expect(describeAll(newCalls.flatMap(dateDisagreements))).toEqual([]);
    const closes = market.processes.flatMap(
      (process) => offHours(process.code, 'cierre', process.closesAt) ?? [],
    );
    expect(describeAll(closes)).toEqual([]);
  });

  it('raises every seeded notification from the facts it speaks of', () => {
    expect(db.state.notifications.length).toBeGreaterThan(90);
    expect(describeAll(notificationDisagreements())).toEqual([]);
  });

  it('sets every date in order, at an office hour of a business day, whatever day it is', () => {
    // From a Friday night to a holiday, in summer and winter time: the dates move with `now`.
    const moments = fc.date({
      min: new Date('2026-01-01T00:00:00Z'),
      max: new Date('2027-12-31T23:59:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(moments, fc.integer({ min: 1, max: 1_000 }), (now, seed) => {
        const catalogue = generateOpportunities({ count: 800, now, seed });
        const found = catalogue.flatMap(dateDisagreements);
        expect(describeAll(found)).toEqual([]);
      }),
      { numRuns: 12 },
    );
  });

  it('sees an award to someone who made no offer, and a close at night', async () => {
    const bid = db.state.applications.find((entry) => entry.outcome === 'perdida')!;
    const record = db.opportunities.find((entry) => entry.kind === 'licitacion')!;
    expect(disagreementsOf(bid.opportunityCode)).toEqual([]);
    expect(disagreementsOf(record.code)).toEqual([]);
    await db.write(() => {
      bid.awardedTo = 'Proveedor que no ofertó SpA';
    });
    // A catalogue record changes through `editOpportunity`, which the reset after the test undoes.
    db.editOpportunity(record, (edited) => {
      edited.dates.close = edited.dates.close.replace(/T\d\d:\d\d/, 'T06:30');
    });
    expect(disagreementsOf(bid.opportunityCode).map((entry) => entry.kind)).toContain(
      'award vs offers',
    );
    expect(disagreementsOf(record.code)).toContainEqual(
      expect.objectContaining({ kind: 'hour no buyer sets' }),
    );
  });
});
