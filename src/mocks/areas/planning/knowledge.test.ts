import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';

import { currentMarket } from '../competition/current-market';
import type { Market } from '../competition/records';
import { companyCodes, marketFacts } from './current-upcoming';
import type { UpcomingFact } from './facts';
import { buyersFacts, knownAt } from './knowledge';
import { upcomingAt } from './upcoming-at';

/*
 * Honest by construction (decision 0036): a forecast made on a day reads only what was public
 * that day. Facts that became public later (copies of real ones, on the same buyers and codes,
 * so they would change the answer if read) leave the forecast exactly as it was.
 */

const DAY = 86_400_000;

describe('knownAt and upcomingAt', () => {
  let market: Market;
  let codes: Set<string>;
  let facts: UpcomingFact[];
  let span: number;
  beforeEach(() => {
    market = currentMarket();
    codes = companyCodes(1, market);
    facts = buyersFacts(marketFacts(market), codes);
    span = market.nowMs - market.windowStartMs;
  });

  it('keeps only facts public by the instant', () => {
    const atMs = market.windowStartMs + span / 2;
    const known = knownAt(facts, atMs);
    expect(known.facts.length).toBeGreaterThan(0);
    expect(known.facts.length).toBeLessThan(facts.length);
    expect(known.facts.every((fact) => fact.knownFromMs <= atMs)).toBe(true);
  });

  it('forecasts the same whatever became public after the day', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.15, max: 0.95, noNaN: true }),
        fc.array(
          fc.record({
            index: fc.nat({ max: 100_000 }),
            laterDays: fc.integer({ min: 0, max: 400 }),
            shiftDays: fc.integer({ min: -200, max: 200 }),
          }),
          { minLength: 1, maxLength: 40 },
        ),
        (share, copies) => {
          const atMs = Math.round(market.windowStartMs + span * share);
          const later: UpcomingFact[] = copies.map(({ index, laterDays, shiftDays }) => {
            const fact = facts[index % facts.length]!;
            const knownFromMs = atMs + 1 + laterDays * DAY;
            // A later fact shaped to matter: a new version of a line moved in time, a
            // publication, an award or a close, on the same buyer and codes.
            if (fact.kind === 'plan') {
              return { ...fact, knownFromMs, version: 'retirada' as const };
            }
            if (fact.kind === 'consulta' || fact.kind === 'intencion') {
              return { ...fact, knownFromMs, respondByMs: atMs + shiftDays * DAY };
            }
            return { ...fact, knownFromMs };
          });
          const scope = { codes, buyer: '' };
          const before = upcomingAt(knownAt(facts, atMs), scope);
          const after = upcomingAt(knownAt([...facts, ...later], atMs), scope);
          expect(after).toEqual(before);
        },
      ),
      { numRuns: 12 },
    );
  }, 60_000);

  it('would change if a later fact were read (the property can fail)', () => {
    const atMs = market.windowStartMs + span / 2;
    const scope = { codes, buyer: '' };
    const before = upcomingAt(knownAt(facts, atMs), scope);
    const line = before.items.find((item) => item.fuente === 'plan')!;
    const withdrawn = { ...(line.fact as UpcomingFact), version: 'retirada' as const };
    const read = upcomingAt({ atMs, facts: [...knownAt(facts, atMs).facts, withdrawn] }, scope);
    expect(read.items.map((item) => item.id)).not.toContain(line.id);
  });
});
