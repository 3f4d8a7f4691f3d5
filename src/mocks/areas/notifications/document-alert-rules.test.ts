import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { COMPANY_DOCUMENT_KINDS } from '@/entities/company-documents/api/company-documents-schema';
import { addDays, chileDayKey, daysBetween } from '@/lib/chile-time';

import type { MockOpportunity } from '../catalogue/opportunities';
import { dueDocumentAlerts, type DocumentAlertFacts } from './document-alert-rules';

/** Noon in Santiago on a day of 2026 or 2027 (the tests' calendar). */
const moments = fc
  .integer({ min: 0, max: 700 })
  .map((day) => new Date(Date.parse('2026-01-01T15:00:00.000Z') + day * 86_400_000));

/** A vault over companies 1-3: each document's expiry given in days from `now` (or none). */
const vaults = fc.array(
  fc.record({
    companyId: fc.integer({ min: 1, max: 3 }),
    kind: fc.constantFrom(...COMPANY_DOCUMENT_KINDS),
    expiresIn: fc.option(fc.integer({ min: -40, max: 90 }), { nil: null }),
  }),
  { maxLength: 12 },
);

/** Opportunities closing `closesIn` days after now, followed by some companies, needing kinds. */
const followedTenders = fc.array(
  fc.record({
    closesIn: fc.integer({ min: -5, max: 60 }),
    open: fc.boolean(),
    followers: fc.subarray([1, 2, 3]),
    needs: fc.subarray([...COMPANY_DOCUMENT_KINDS]),
  }),
  { maxLength: 4 },
);

function factsOf(
  now: Date,
  vault: {
    companyId: number;
    kind: (typeof COMPANY_DOCUMENT_KINDS)[number];
    expiresIn: number | null;
  }[],
  tenders: { closesIn: number; open: boolean; followers: number[]; needs: string[] }[],
  told: Set<string>,
): DocumentAlertFacts {
  const today = chileDayKey(now)!;
  const records = tenders.map(
    (tender, index) =>
      ({
        code: `100-${index}-LE26`,
        name: `Licitación ${index}`,
        status: tender.open ? 'Publicada' : 'Cerrada',
        dates: { close: new Date(now.getTime() + tender.closesIn * 86_400_000).toISOString() },
      }) as MockOpportunity,
  );
  return {
    documents: vault.map((document, index) => ({
      id: index + 1,
      companyId: document.companyId,
      kind: document.kind,
      name: `documento-${index + 1}.pdf`,
      expiresOn: document.expiresIn === null ? null : addDays(today, document.expiresIn),
    })),
    followed: (companyId) =>
      records
        .filter((_, index) => tenders[index]!.followers.includes(companyId))
        .map((r) => r.code),
    record: (code) => records.find((record) => record.code === code),
    needs: (record) =>
      tenders[records.indexOf(record)]!.needs as (typeof COMPANY_DOCUMENT_KINDS)[number][],
    told: (companyId, key) => told.has(`${companyId}|${key}`),
  };
}

describe('dueDocumentAlerts', () => {
  it('tells each valid document in its narrowest band, of its own company, and once', () => {
    fc.assert(
      fc.property(moments, vaults, followedTenders, (now, vault, tenders) => {
        const told = new Set<string>();
        const facts = factsOf(now, vault, tenders, told);
        const today = chileDayKey(now)!;
        const due = dueDocumentAlerts(facts, now);

        for (const alert of due) {
          const { document } = alert;
          expect(alert.companyId).toBe(document.companyId);
          expect(document.expiresOn! >= today).toBe(true);
          if (alert.rule === 'expiry') {
            const days = daysBetween(today, document.expiresOn!);
            expect(alert.band).toBe(days <= 7 ? 7 : 30);
            expect(days).toBeLessThanOrEqual(30);
          } else {
            const closeDay = chileDayKey(alert.opportunity.dates.close)!;
            expect(document.expiresOn! < closeDay).toBe(true);
            expect(alert.opportunity.status).toBe('Publicada');
            expect(facts.followed(alert.companyId)).toContain(alert.opportunity.code);
          }
        }
        const expiring = facts.documents.filter(
          (document) =>
            document.expiresOn !== null &&
            daysBetween(today, document.expiresOn) >= 0 &&
            daysBetween(today, document.expiresOn) <= 30,
        );
        expect(due.filter((alert) => alert.rule === 'expiry')).toHaveLength(expiring.length);
        expect(new Set(due.map((alert) => `${alert.companyId}|${alert.key}`)).size).toBe(
          due.length,
        );

        for (const alert of due) told.add(`${alert.companyId}|${alert.key}`);
        expect(dueDocumentAlerts(facts, now)).toEqual([]);
      }),
    );
  });
});
