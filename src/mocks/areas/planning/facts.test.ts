import { beforeEach, describe, expect, it } from 'vitest';

import { businessDaysBetween, chileDateOf } from '@/lib/chile-business-days';
import { chileDayKey } from '@/lib/chile-time';

import { currentMarket } from '../competition/current-market';
import { publishedAtOf } from '../competition/publication';
import type { Market } from '../competition/records';
import { companyCodes, marketFacts } from './current-upcoming';
import { forcedFacts, OBJECTION_BUSINESS_DAYS, type UpcomingFact } from './facts';

let market: Market;
let facts: UpcomingFact[];

beforeEach(() => {
  market = currentMarket();
  facts = marketFacts(market);
});

const of = <K extends UpcomingFact['kind']>(kind: K) =>
  facts.filter((fact): fact is Extract<UpcomingFact, { kind: K }> => fact.kind === kind);

describe('the facts of what comes next', () => {
  it('were all public by the seed moment', () => {
    expect(facts.every((fact) => fact.knownFromMs <= market.nowMs)).toBe(true);
  });

  it('publish every market process before its close', () => {
    for (const process of market.processes) {
      expect(publishedAtOf(process)).toBeLessThan(process.closesAtMs);
    }
    expect(of('publicacion').length).toBeGreaterThanOrEqual(market.processes.length);
  });

  it('plan most tenders, by month or quarter, and leave about a fifth of the lines unpublished', () => {
    const lines = of('plan');
    const planned = new Set(lines.map((line) => line.template));
    const tenders = market.processes.filter((process) => process.kind === 'licitacion');
    const share = tenders.filter((process) => planned.has(process.code)).length / tenders.length;
    expect(share).toBeGreaterThan(0.6);
    expect(share).toBeLessThan(0.95);
    const never = lines.filter((line) => line.lineId.endsWith(':otra')).length;
    const originals = new Set(lines.map((line) => line.lineId)).size;
    expect(never / originals).toBeGreaterThan(0.1);
    expect(never / originals).toBeLessThan(0.3);
    expect(new Set(lines.map((line) => line.periodo))).toEqual(new Set(['mes', 'trimestre']));
    expect(new Set(lines.map((line) => line.version))).toEqual(
      new Set(['original', 'modificada', 'agregada', 'retirada']),
    );
    for (const line of lines) expect(line.fromDay <= line.toDay).toBe(true);
  });

  it('ask consultations before large tenders, with a deadline to answer and questions', () => {
    const consultations = of('consulta');
    expect(consultations.length).toBeGreaterThan(0);
    for (const fact of consultations) {
      expect(fact.respondByMs).toBeGreaterThan(fact.knownFromMs);
      expect(fact.questions.length).toBeGreaterThanOrEqual(2);
      expect(fact.questions.length).toBeLessThanOrEqual(5);
    }
    const followed = of('consulta_seguida');
    for (const fact of followed) {
      const consultation = consultations.find((entry) => entry.code === fact.consultation)!;
      expect(consultation.knownFromMs).toBeLessThan(fact.knownFromMs);
    }
    // Some never led to a tender.
    expect(followed.length).toBeLessThan(consultations.length);
  });

  it('publish direct-award intentions above 1 000 UTM, open to objection for 5 business days', () => {
    const intentions = of('intencion');
    expect(intentions.length).toBeGreaterThan(0);
    for (const fact of intentions) {
      expect(fact.amount).toBeGreaterThanOrEqual(1_000 * 68_000);
      expect(businessDaysBetween(chileDateOf(fact.knownFromMs), chileDateOf(fact.objectByMs))).toBe(
        OBJECTION_BUSINESS_DAYS,
      );
    }
  });

  it('force the demo an open consultation, an open intention and a late line, on its codes', () => {
    const codes = companyCodes(1, market);
    const forced = forcedFacts(market, codes);
    const today = chileDayKey(market.nowMs)!;
    expect(forced.every((fact) => fact.codes.some((code) => codes.has(code)))).toBe(true);
    expect(forced.map((fact) => fact.kind).sort()).toEqual([
      'consulta',
      'intencion',
      'plan',
      'plan',
    ]);
    for (const fact of forced) {
      if (fact.kind === 'consulta') expect(fact.respondByMs).toBeGreaterThan(market.nowMs);
      if (fact.kind === 'intencion') expect(fact.objectByMs).toBeGreaterThan(market.nowMs);
    }
    expect(forced.some((fact) => fact.kind === 'plan' && fact.toDay < today)).toBe(true);
  });
});
