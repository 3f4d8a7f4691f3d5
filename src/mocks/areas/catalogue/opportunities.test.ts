import { describe, expect, it } from 'vitest';

import { REGIONS, findRegionByText } from '@/lib/regions';
import { chileTimeOfDay } from '@/lib/chile-time';
import { isValidRut } from '@/lib/validation/rut';

import { BUYERS } from './buyers';
import { CATEGORIES } from './categories';
import {
  AMOUNT_BANDS_UTM,
  TENDER_STATUS_CODES,
  TENDER_TYPES,
  UTM_IN_CLP,
  generateOpportunities,
  hasLargeFile,
  LARGE_FILE_DOCS,
  type MockOpportunity,
  type TenderStatus,
} from './opportunities';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = new Date('2026-03-10T14:37:00.000Z');
const NOW_MS = NOW.getTime();

// One default-sized catalogue shared by the read-only checks below.
const catalogue = generateOpportunities({ now: NOW });

const isOpen = (opportunity: MockOpportunity) =>
  opportunity.status === 'Publicada' || opportunity.status === 'publicada';

/** Everything except dates: what must not move with the clock. */
function withoutDates(opportunity: MockOpportunity) {
  const { dates: _dates, ...rest } = opportunity;
  return rest;
}

describe('generateOpportunities', () => {
  it('defaults to 12,000 records with ids 1..N', () => {
    expect(catalogue).toHaveLength(12_000);
    expect(catalogue[0]?.id).toBe(1);
    expect(catalogue.at(-1)?.id).toBe(12_000);
  });

  it('is deterministic for a seed, and only dates follow `now`', () => {
    const later = new Date(NOW_MS + 3 * DAY);
    const a = generateOpportunities({ count: 3_000, now: NOW, seed: 99 });
    const b = generateOpportunities({ count: 3_000, now: NOW, seed: 99 });
    const shifted = generateOpportunities({ count: 3_000, now: later, seed: 99 });
    expect(b).toEqual(a);
    expect(shifted.map(withoutDates)).toEqual(a.map(withoutDates));
    // Three days on, each date moves with them to a business day near three days later, at the
    // same hour: the record's hours are its own (office-hours.ts).
    for (let index = 0; index < a.length; index += 1) {
      const before = a[index]!.dates;
      const after = shifted[index]!.dates;
      for (const key of ['published', 'close'] as const) {
        const moved = (Date.parse(after[key]) - Date.parse(before[key])) / DAY;
        expect(moved).toBeGreaterThanOrEqual(0);
        expect(moved).toBeLessThanOrEqual(7);
        expect(chileTimeOfDay(after[key])).toBe(chileTimeOfDay(before[key]));
      }
    }
    const other = generateOpportunities({ count: 3_000, now: NOW, seed: 100 });
    expect(other.map((opportunity) => opportunity.code)).not.toEqual(a.map((o) => o.code));
  });

  it('uses the documented default seed', () => {
    const again = generateOpportunities({ count: 500, now: NOW, seed: 20261121 });
    expect(again.map((o) => o.code)).toEqual(
      generateOpportunities({ count: 500, now: NOW }).map((o) => o.code),
    );
  });

  it('gives every opportunity a unique, well-formed code from its buying unit', () => {
    expect(new Set(catalogue.map((opportunity) => opportunity.code)).size).toBe(catalogue.length);
    const wrong = catalogue.filter((opportunity) => {
      const pattern =
        opportunity.kind === 'licitacion'
          ? /^\d+-\d+-(L1|LE|LP|LQ|LR|LS|O1)\d{2}$/
          : /^\d+-\d+-COT\d{2}$/;
      return (
        !pattern.test(opportunity.code) ||
        !opportunity.code.startsWith(`${opportunity.buyer.unitCode}-`) ||
        !(
          opportunity.code.endsWith(`-${opportunity.type}26`) ||
          opportunity.code.endsWith(`-${opportunity.type}25`)
        )
      );
    });
    expect(wrong.map((o) => o.code)).toEqual([]);
  });

  it('mixes about 35% tenders with agile purchases split 80/20 by call', () => {
    const tenders = catalogue.filter((opportunity) => opportunity.kind === 'licitacion');
    const agile = catalogue.filter((opportunity) => opportunity.kind === 'compra_agil');
    expect(tenders.length / catalogue.length).toBeGreaterThan(0.3);
    expect(tenders.length / catalogue.length).toBeLessThan(0.4);
    expect(tenders.every((o) => o.call === null && o.type !== 'COT')).toBe(true);
    expect(agile.every((o) => o.type === 'COT' && o.call !== null)).toBe(true);
    const second = agile.filter((o) => o.call === 'Segundo Llamado').length / agile.length;
    expect(second).toBeGreaterThan(0.15);
    expect(second).toBeLessThan(0.25);
    const count = (type: string) => tenders.filter((o) => o.type === type).length;
    expect(count('LE')).toBeGreaterThan(count('LP'));
    expect(count('L1')).toBeGreaterThan(count('LQ'));
    expect(count('LP')).toBeGreaterThan(count('LR'));
  });

  it('covers all 16 regions with every type, both calls and every category', () => {
    const regionNames = new Set(REGIONS.map((region) => region.name));
    for (const region of REGIONS) {
      const here = catalogue.filter((o) => o.buyer.regionValue === region.value);
      for (const type of TENDER_TYPES) {
        expect(
          here.filter((o) => o.type === type).length,
          `${type} in ${region.name}`,
        ).toBeGreaterThanOrEqual(3);
      }
      for (const call of ['Primer Llamado', 'Segundo Llamado'] as const) {
        expect(
          here.filter((o) => o.call === call).length,
          `${call} in ${region.name}`,
        ).toBeGreaterThanOrEqual(3);
      }
      for (const category of CATEGORIES) {
        expect(
          here.some((o) => o.category === category.slug),
          `${category.slug} in ${region.name}`,
        ).toBe(true);
      }
    }
    expect(catalogue.every((o) => regionNames.has(o.buyer.region))).toBe(true);
  });

  it('keeps region normalised and some raw region text messy, as the portal sends it', () => {
    const messy = catalogue.filter((o) => o.buyer.regionRaw !== o.buyer.region);
    expect(messy.length / catalogue.length).toBeGreaterThan(0.05);
    expect(messy.length / catalogue.length).toBeLessThan(0.11);
    expect(messy.some((o) => o.buyer.regionRaw.endsWith(' '))).toBe(true);
    expect(
      messy.some((o) => o.buyer.regionRaw.trim() === o.buyer.regionRaw.trim().toUpperCase()),
    ).toBe(true);
    const unmatched = catalogue.filter(
      (o) => findRegionByText(o.buyer.regionRaw)?.value !== o.buyer.regionValue,
    );
    expect(unmatched.map((o) => o.buyer.regionRaw)).toEqual([]);
  });

  it('keeps amounts in whole pesos inside the UTM band of each type', () => {
    const outside = catalogue.filter(({ estimatedAmount: amount, type }) => {
      const band = AMOUNT_BANDS_UTM[type];
      const upper = band.maxUtm * UTM_IN_CLP;
      return (
        !Number.isInteger(amount) ||
        amount < band.minUtm * UTM_IN_CLP ||
        (band.maxInclusive ? amount > upper : amount >= upper)
      );
    });
    expect(outside.map((o) => `${o.code} ${o.estimatedAmount}`)).toEqual([]);
    // The legal bands, spelled out: L1 < 100 UTM, LE 100-1,000, LP 1,000-2,000, LQ 2,000-5,000,
    // LR >= 5,000, agile purchases up to 100 UTM.
    const utm = (o: MockOpportunity) => o.estimatedAmount / UTM_IN_CLP;
    const ofType = (type: string) => catalogue.filter((o) => o.type === type).map(utm);
    expect(Math.max(...ofType('L1'))).toBeLessThan(100);
    expect(Math.min(...ofType('LE'))).toBeGreaterThanOrEqual(100);
    expect(Math.max(...ofType('LE'))).toBeLessThan(1_000);
    expect(Math.min(...ofType('LP'))).toBeGreaterThanOrEqual(1_000);
    expect(Math.max(...ofType('LP'))).toBeLessThan(2_000);
    expect(Math.min(...ofType('LQ'))).toBeGreaterThanOrEqual(2_000);
    expect(Math.max(...ofType('LQ'))).toBeLessThan(5_000);
    expect(Math.min(...ofType('LR'))).toBeGreaterThanOrEqual(5_000);
    expect(Math.max(...ofType('COT'))).toBeLessThanOrEqual(100);
  });

  it('uses CLP for nearly everything and hides about a tenth of tender amounts', () => {
    const clp = catalogue.filter((o) => o.currency === 'CLP').length / catalogue.length;
    expect(clp).toBeGreaterThan(0.95);
    expect(
      catalogue.filter((o) => o.kind === 'compra_agil').every((o) => o.currency === 'CLP'),
    ).toBe(true);
    expect(catalogue.filter((o) => o.kind === 'compra_agil').every((o) => o.amountVisible)).toBe(
      true,
    );
    const tenders = catalogue.filter((o) => o.kind === 'licitacion');
    const hidden = tenders.filter((o) => !o.amountVisible).length / tenders.length;
    expect(hidden).toBeGreaterThan(0.06);
    expect(hidden).toBeLessThan(0.14);
  });

  it('hides the same amounts on every run (VisibilidadMonto 0), in every region', () => {
    const hidden = catalogue.filter((o) => !o.amountVisible);
    expect(catalogue.find((o) => o.code === '9074-21-L126')?.amountVisible).toBe(false);
    expect(catalogue.find((o) => o.code === '2852-19-LE26')?.amountVisible).toBe(true);
    expect(new Set(hidden.map((o) => o.buyer.regionValue)).size).toBe(16);
    expect(hidden.every((o) => o.kind === 'licitacion')).toBe(true);
  });

  it('gives tenders portal state codes and agile purchases their own states', () => {
    const agileStates = [
      'publicada',
      'cerrada',
      'desierta',
      'cancelada',
      'proveedor_seleccionado',
      'oc_emitida',
    ];
    const wrong = catalogue.filter((opportunity) => {
      if (opportunity.kind === 'licitacion') {
        return (
          opportunity.statusCode !== TENDER_STATUS_CODES[opportunity.status as TenderStatus] ||
          opportunity.offersReceived !== null
        );
      }
      if (opportunity.statusCode !== null || !agileStates.includes(opportunity.status)) return true;
      return opportunity.status === 'publicada'
        ? opportunity.offersReceived !== null
        : opportunity.offersReceived === null || opportunity.offersReceived < 0;
    });
    expect(wrong.map((o) => `${o.code} ${o.status}`)).toEqual([]);
    const published = catalogue.filter(isOpen).length / catalogue.length;
    expect(published).toBeGreaterThan(0.6);
  });

  it('dates open opportunities in the future and closed ones in the past', () => {
    const problems: string[] = [];
    let closingSoon = 0;
    const isoMinute = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/;
    for (const opportunity of catalogue) {
      const { dates, code } = opportunity;
      const problem = (text: string) => problems.push(`${code}: ${text}`);
      const published = Date.parse(dates.published);
      const close = Date.parse(dates.close);
      // 40 days back at most, and a weekend or holiday more once moved to the business day before.
      if (published > NOW_MS || published < NOW_MS - 44 * DAY) problem('published outside 40 days');
      if (Date.parse(dates.created) >= published) problem('created after publication');
      if (close <= published) problem('closes before publication');
      if (isOpen(opportunity)) {
        if (close <= NOW_MS || close - NOW_MS > 31 * DAY) problem('open but close not ahead');
        if (close - NOW_MS < 48 * HOUR) closingSoon += 1;
      } else if (opportunity.status !== 'Suspendida' && close >= NOW_MS) {
        problem('closed but close ahead');
      }
      if (opportunity.kind === 'compra_agil') {
        if (close - published < DAY - HOUR || close - published > 10 * DAY + HOUR) {
          problem('agile purchase open for other than 1-10 days');
        }
        if (dates.questionsClose !== null || dates.answersPublished !== null) problem('agile Q&A');
      } else if (
        Date.parse(dates.questionsClose ?? '') >= close ||
        Date.parse(dates.answersPublished ?? '') >= close
      ) {
        problem('questions after close');
      }
      if (opportunity.status === 'Adjudicada') {
        const awarded = Date.parse(dates.awarded ?? '');
        if (!(awarded > close && awarded <= NOW_MS)) problem('award date');
      } else if (dates.awarded !== null) {
        problem('award date without award');
      }
      for (const value of Object.values(dates)) {
        if (value !== null && !isoMinute.test(value)) problem(`date ${value}`);
      }
    }
    expect(problems).toEqual([]);
    expect(closingSoon / catalogue.length).toBeGreaterThanOrEqual(0.03);
    expect(closingSoon / catalogue.length).toBeLessThanOrEqual(0.05);
  });

  it('lists items with 8-digit product codes and PDF attachments', () => {
    const problems: string[] = [];
    for (const opportunity of catalogue) {
      const { items, attachments, kind, code } = opportunity;
      const problem = (text: string) => problems.push(`${code}: ${text}`);
      const maxItems = kind === 'licitacion' ? 12 : 6;
      if (items.length < 1 || items.length > maxItems) problem(`${items.length} items`);
      items.forEach((item, index) => {
        if (item.correlative !== index + 1) problem('correlative');
        if (!/^\d{8}$/.test(item.productCode)) problem(`product code ${item.productCode}`);
        if (!Number.isInteger(item.quantity) || item.quantity < 1) problem('quantity');
      });
      const [minDocs, maxDocs] =
        kind === 'licitacion'
          ? [2, hasLargeFile(opportunity.id) ? 9 + LARGE_FILE_DOCS.length : 9]
          : [0, 3];
      if (attachments.length < minDocs || attachments.length > maxDocs) {
        problem(`${attachments.length} attachments`);
      }
      if (new Set(attachments.map((a) => a.name)).size !== attachments.length) problem('repeated');
      for (const attachment of attachments) {
        if (attachment.type !== 'application/pdf' || !attachment.name.endsWith('.pdf')) {
          problem(`attachment ${attachment.name}`);
        }
        if (attachment.sizeBytes <= 0) problem('attachment size');
      }
      if (
        kind === 'licitacion' &&
        !attachments.some((a) => a.name === 'Bases Administrativas.pdf')
      ) {
        problem('no Bases Administrativas');
      }
    }
    expect(problems).toEqual([]);
  });

  it('writes names and descriptions without leftover placeholders', () => {
    const broken = catalogue.filter(
      (o) =>
        /[{}]|undefined| de el | a el /.test(`${o.name} ${o.description}`) ||
        !/^[a-z]+\.[a-z]+@[a-z0-9.]+\.(cl|gob\.cl|gov\.cl)$/.test(o.responsibleEmail),
    );
    expect(broken.map((o) => `${o.code}: ${o.name}`)).toEqual([]);
    expect(new Set(catalogue.map((o) => o.name)).size).toBeGreaterThan(3_000);
  });

  it('has open hospital cleaning services in Valparaíso for the demo query', () => {
    const matches = catalogue.filter(
      (o) =>
        isOpen(o) &&
        o.buyer.region === 'Región de Valparaíso' &&
        o.category === 'aseo' &&
        /hospital/i.test(`${o.buyer.organismName} ${o.name}`) &&
        /aseo|limpieza/i.test(o.name),
    );
    expect(matches.length).toBeGreaterThanOrEqual(8);
  });
});

describe('seed buyers', () => {
  it('carry valid RUTs, unique unit codes and portal region spellings', () => {
    expect(BUYERS.length).toBeGreaterThanOrEqual(140);
    expect(new Set(BUYERS.map((buyer) => buyer.unitCode)).size).toBe(BUYERS.length);
    for (const buyer of BUYERS) {
      expect(buyer.unitRut).toMatch(/^\d{1,2}\.\d{3}\.\d{3}-[\dK]$/);
      expect(isValidRut(buyer.unitRut)).toBe(true);
      expect(
        REGIONS.some(
          (region) => region.name === buyer.region && region.value === buyer.regionValue,
        ),
      ).toBe(true);
    }
    expect(catalogue.filter((o) => !isValidRut(o.buyer.unitRut))).toEqual([]);
  });

  it('spread over all 16 regions', () => {
    expect(new Set(BUYERS.map((buyer) => buyer.regionValue)).size).toBe(16);
  });
});

describe('REGIONS', () => {
  it('lists the 16 portal spellings with INE numbers in portal order', () => {
    expect(REGIONS.map((region) => region.value)).toEqual([
      15, 1, 2, 3, 4, 5, 13, 6, 7, 16, 8, 9, 14, 10, 11, 12,
    ]);
    expect(REGIONS.find((region) => region.value === 6)?.name).toBe(
      'Región del Libertador General Bernardo O´Higgins',
    );
    expect(REGIONS.find((region) => region.value === 10)?.name).toBe('Región de Los Lagos');
    expect(findRegionByText('REGIÓN DE VALPARAÍSO  ')?.value).toBe(5);
  });
});

describe('tenders with a large file', () => {
  it('exist, with more documents than a chat reads at once, for the selector step', () => {
    const catalogue = generateOpportunities({ now: new Date('2026-11-24T12:00:00Z') });
    const large = catalogue.filter(
      (opportunity) => opportunity.kind === 'licitacion' && opportunity.attachments.length > 11,
    );
    expect(large.length).toBeGreaterThan(20);
    expect(large.every((opportunity) => hasLargeFile(opportunity.id))).toBe(true);
  });
});
