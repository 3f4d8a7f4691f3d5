import { describe, expect, it } from 'vitest';

import { isValidRut } from '@/lib/validation/rut';

import { SEED_COMPANIES } from '../accounts/seed';
import { seedWork } from '../work/seed';
import { PRICE_CRITERION } from './evaluation';
import { historyStart } from './history-window';
import { buildMarket } from './market';
import type { MarketProcess } from './records';

const now = Date.parse('2026-11-25T12:00:00Z');
const work = seedWork(now);
const market = buildMarket({
  nowMs: now,
  applications: work.applications,
  companies: SEED_COMPANIES,
});
const decided = work.applications.filter((bid) => bid.outcome !== 'pendiente');

const admissibleOf = (process: MarketProcess) =>
  process.offers.filter((offer) => offer.inadmissible === null);

describe('the generated market', () => {
  it('holds more than 3,000 closed processes of the last 24 months, each code once', () => {
    expect(market.processes.length).toBeGreaterThan(3_000);
    expect(market.byCode.size).toBe(market.processes.length);
    const start = historyStart(now);
    expect(
      market.processes.filter((process) => process.closesAtMs < start || process.closesAtMs > now),
    ).toEqual([]);
    expect(new Set(market.processes.map((process) => process.state))).toEqual(
      new Set(['adjudicada', 'desierta', 'revocada']),
    );
  });

  // Each check lists the processes that break it (one expect each: 3,500 processes).
  it('ranks the admissible offers 1..k, selects the first when awarded and none otherwise', () => {
    const broken = market.processes.filter((process) => {
      const ranks = admissibleOf(process)
        .map((offer) => offer.rank ?? 0)
        .sort((a, b) => a - b);
      if (ranks.some((rank, index) => rank !== index + 1)) return true;
      const selected = process.offers.filter((offer) => offer.selected);
      if (process.state === 'adjudicada' && (selected.length !== 1 || selected[0]!.rank !== 1)) {
        return true;
      }
      if (process.state !== 'adjudicada' && selected.length > 0) return true;
      return process.offers.some(
        (offer) => offer.inadmissible !== null && (offer.rank !== null || offer.score !== null),
      );
    });
    expect(broken.map((process) => process.code)).toEqual([]);
  });

  it('evaluates by weights adding up to 100, the price scored over the lowest admissible total', () => {
    const broken = market.processes.filter((process) => {
      const weights = process.criteria.map((criterion) => criterion.weight);
      if (!weights.every((weight) => Number.isInteger(weight) && weight > 0)) return true;
      if (weights.reduce((sum, weight) => sum + weight, 0) !== 100) return true;
      if (process.criteria[0]!.name !== PRICE_CRITERION) return true;
      const valid = admissibleOf(process);
      const lowest = Math.min(...valid.map((offer) => offer.total));
      const inconsistent = valid.some((offer) => {
        const price = Math.round((lowest / offer.total) * 10_000) / 100;
        const weighted = process.criteria.reduce(
          (sum, criterion, index) => sum + (criterion.weight * offer.criterionScores[index]!) / 100,
          0,
        );
        return (
          offer.criterionScores[0] !== price ||
          Math.abs(offer.score! - weighted) > 0.005 + 1e-9 ||
          offer.score! < 0 ||
          offer.score! > 100
        );
      });
      const byRank = valid.slice().sort((a, b) => a.rank! - b.rank!);
      return (
        inconsistent ||
        byRank.some((offer, index) => index > 0 && offer.score! > byRank[index - 1]!.score!)
      );
    });
    expect(broken.map((process) => process.code)).toEqual([]);
  });

  it('prices every line in whole pesos that add up to the offer, by suppliers with a valid RUT', () => {
    const broken = market.processes.filter((process) => {
      const ruts = process.offers.map((offer) => offer.supplier.rut);
      if (new Set(ruts).size !== ruts.length) return true;
      return process.offers.some((offer) => {
        if (offer.unitPrices.length !== process.lines.length) return true;
        if (!offer.unitPrices.every((price) => Number.isInteger(price) && price >= 1)) return true;
        const sum = offer.unitPrices.reduce(
          (total, price, index) => total + price * process.lines[index]!.quantity,
          0,
        );
        return sum !== offer.total;
      });
    });
    expect(broken.map((process) => process.code)).toEqual([]);
    expect([...market.suppliers.keys()].filter((rut) => !isValidRut(rut))).toEqual([]);
  });

  it('has the cheapest admissible offer lose in some awards, and a few offers left out', () => {
    const contested = market.processes.filter(
      (process) => process.state === 'adjudicada' && admissibleOf(process).length >= 2,
    );
    const cheapestLost = contested.filter((process) => {
      const winner = process.offers.find((offer) => offer.selected)!;
      return winner.total > Math.min(...admissibleOf(process).map((offer) => offer.total));
    });
    expect(cheapestLost.length / contested.length).toBeGreaterThan(0.1);
    const offers = market.processes.flatMap((process) => process.offers);
    const leftOut = offers.filter((offer) => offer.inadmissible !== null).length / offers.length;
    expect(leftOut).toBeGreaterThan(0.01);
    expect(leftOut).toBeLessThan(0.1);
  });
});

describe("the companies' decided bids in the market", () => {
  it('are every decided bid, and no pending one', () => {
    expect(
      market.processes
        .filter((process) => process.applicationId !== null)
        .map((p) => p.code)
        .sort(),
    ).toEqual(decided.map((bid) => bid.opportunityCode).sort());
    const pending = work.applications.filter((bid) => bid.outcome === 'pendiente');
    expect(pending.filter((bid) => market.byCode.has(bid.opportunityCode))).toEqual([]);
  });

  it('reproduce each bid exactly: its lines, our prices and amount, every offer and the winner', () => {
    for (const bid of decided) {
      const process = market.byCode.get(bid.opportunityCode)!;
      expect(process).toMatchObject({
        name: bid.opportunityName,
        buyer: { name: bid.buyerName, code: bid.buyerCode },
        state: 'adjudicada',
        estimatedAmount: bid.estimatedAmount,
      });
      expect(process.lines.map((line) => [line.productCode, line.quantity])).toEqual(
        bid.items.map((item) => [item.productCode, item.quantity]),
      );
      expect(
        process.offers.map((offer) => [offer.supplier.name, offer.total, offer.selected]),
      ).toEqual(bid.offers.map((offer) => [offer.supplier, offer.amount, offer.awarded]));
      const company = SEED_COMPANIES.find((entry) => entry.id === bid.companyId)!;
      const ours = process.offers.find((offer) => offer.supplier.name === company.businessName)!;
      expect(ours.total).toBe(bid.offeredAmount);
      expect(ours.unitPrices).toEqual(bid.items.map((item) => item.unitPrice));
      const winner = process.offers.find((offer) => offer.selected)!;
      expect([winner.supplier.name, winner.total, winner.rank]).toEqual([
        bid.awardedTo,
        bid.awardedAmount,
        1,
      ]);
      if (bid.outcome === 'ganada') expect(ours.selected).toBe(true);
    }
  });

  it('explain a loss to a dearer offer by the criteria or by our offer left out', () => {
    const dearer = decided.filter(
      (bid) => bid.outcome === 'perdida' && bid.awardedAmount! > bid.offeredAmount,
    );
    expect(dearer.length).toBeGreaterThan(0);
    for (const bid of dearer) {
      const process = market.byCode.get(bid.opportunityCode)!;
      const ours = process.offers.find((offer) => offer.supplier.companyId === bid.companyId)!;
      expect(process.criteria.length > 1 || ours.inadmissible !== null).toBe(true);
    }
  });
});
