import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  COMPANY_DOCUMENT_KINDS,
  type CompanyDocument,
  type CompanyDocumentKind,
} from '@/entities/company-documents/api/company-documents-schema';
import { addDays } from '@/lib/chile-time';

import type { Requirement } from '../api/offer-schema';
import {
  defaultDueDay,
  readyCount,
  requirementState,
  REQUIREMENT_STATE_LABELS,
} from './requirement-state';

let nextId = 1;
function doc(kind: CompanyDocumentKind, expiresOn: string | null, name = `${kind}.pdf`) {
  return {
    id: nextId++,
    kind,
    name,
    type: 'application/pdf',
    size: 1000,
    issuedOn: '2025-01-01',
    expiresOn,
    note: '',
    amount: null,
    uploadedAt: '2025-01-01T12:00:00.000Z',
    uploadedBy: { id: 1, name: 'Daniela' },
  } satisfies CompanyDocument;
}

const needs = (documentKind: CompanyDocumentKind): Pick<Requirement, 'meetsBy'> => ({
  meetsBy: { kind: 'document', documentKind },
});
const TODAY = '2026-03-10';
const CLOSE = '2026-03-20';
const on = { today: TODAY, closeDay: CLOSE };

describe('requirementState', () => {
  it('says Listo with the valid document of the kind that expires last', () => {
    const documents = [
      doc('f30', '2026-03-25', 'f30-marzo.pdf'),
      doc('f30', '2026-04-30', 'f30-abril.pdf'),
      doc('vigencia', null),
    ];
    expect(requirementState(needs('f30'), documents, on)).toEqual({
      state: 'listo',
      document: documents[1],
    });
    // No expiry lasts longest.
    expect(
      requirementState(needs('f30'), [...documents, doc('f30', null, 'f30-sin.pdf')], on),
    ).toMatchObject({ state: 'listo', document: { name: 'f30-sin.pdf' } });
  });

  it('says Vence antes del cierre for a document valid today but expired on the close day', () => {
    const expiring = doc('garantia', '2026-03-19', 'boleta.pdf');
    expect(requirementState(needs('garantia'), [expiring], on)).toEqual({
      state: 'vence_antes_del_cierre',
      document: expiring,
    });
    // Valid through its expiry day: expiring on the close day is still Listo.
    expect(requirementState(needs('garantia'), [doc('garantia', CLOSE)], on).state).toBe('listo');
  });

  it('says Falta with nothing of the kind, or only expired ones', () => {
    expect(requirementState(needs('balance'), [doc('f30', null)], on)).toEqual({
      state: 'falta',
    });
    expect(requirementState(needs('balance'), [doc('balance', '2026-03-09')], on)).toEqual({
      state: 'falta',
    });
  });

  it('says Se genera aquí for an annex, whatever the vault holds', () => {
    expect(
      requirementState(
        { meetsBy: { kind: 'annex', annex: 'economica' } },
        [doc('declaracion_jurada', null)],
        on,
      ),
    ).toEqual({ state: 'se_genera_aqui' });
  });

  it('labels the states in Spanish', () => {
    expect(REQUIREMENT_STATE_LABELS).toEqual({
      listo: 'Listo',
      falta: 'Falta',
      vence_antes_del_cierre: 'Vence antes del cierre',
      se_genera_aqui: 'Se genera aquí',
    });
  });

  const dayArb = fc.integer({ min: -40, max: 40 }).map((offset) => addDays(TODAY, offset));
  const docsArb = fc.array(
    fc.record({
      kind: fc.constantFrom(...COMPANY_DOCUMENT_KINDS),
      expiresOn: fc.option(dayArb, { nil: null }),
    }),
    { maxLength: 8 },
  );

  it('property: Listo names a document of the kind valid on the close, none lasting longer', () => {
    fc.assert(
      fc.property(
        docsArb,
        fc.constantFrom(...COMPANY_DOCUMENT_KINDS),
        fc.option(dayArb, { nil: null }),
        (specs, kind, closeDay) => {
          const documents = specs.map((spec) => doc(spec.kind, spec.expiresOn));
          const result = requirementState(needs(kind), documents, { today: TODAY, closeDay });
          const close = closeDay !== null && closeDay > TODAY ? closeDay : TODAY;
          const ofKind = documents.filter((entry) => entry.kind === kind);
          const lasts = (entry: CompanyDocument) => entry.expiresOn ?? '9999-12-31';
          const validAt = (day: string) =>
            ofKind.filter((entry) => entry.expiresOn === null || entry.expiresOn >= day);
          if (validAt(close).length > 0) {
            expect(result.state).toBe('listo');
            if (result.state !== 'listo') return;
            expect(result.document.kind).toBe(kind);
            expect(validAt(close).every((entry) => lasts(entry) <= lasts(result.document))).toBe(
              true,
            );
          } else if (validAt(TODAY).length > 0) {
            expect(result.state).toBe('vence_antes_del_cierre');
            if (result.state !== 'vence_antes_del_cierre') return;
            expect(result.document.expiresOn! >= TODAY && result.document.expiresOn! < close).toBe(
              true,
            );
          } else {
            expect(result).toEqual({ state: 'falta' });
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('property: adding a document never makes a requirement less ready', () => {
    const rank = { falta: 0, vence_antes_del_cierre: 1, listo: 2, se_genera_aqui: 3 } as const;
    fc.assert(
      fc.property(docsArb, docsArb, fc.constantFrom(...COMPANY_DOCUMENT_KINDS), (a, b, kind) => {
        const before = a.map((spec) => doc(spec.kind, spec.expiresOn));
        const after = [...before, ...b.map((spec) => doc(spec.kind, spec.expiresOn))];
        const was = requirementState(needs(kind), before, on).state;
        const now = requirementState(needs(kind), after, on).state;
        expect(rank[now]).toBeGreaterThanOrEqual(rank[was]);
      }),
    );
  });
});

describe('readyCount', () => {
  it('counts Listo only: an annex is not ready until it is filled', () => {
    const ready = { state: 'listo' as const, document: doc('f30', null) };
    expect(readyCount([ready, { state: 'se_genera_aqui' }, { state: 'falta' }, ready])).toBe(2);
  });
});

describe('defaultDueDay', () => {
  it('is the business day before the close, skipping weekends and holidays', () => {
    // Closes Monday 2026-03-16 at 15:00 (Chile, UTC-3): due Friday the 13th.
    expect(defaultDueDay('2026-03-16T18:00:00.000Z', TODAY)).toBe('2026-03-13');
    // Closes Monday 2026-09-21 (after 18 and 19 September holidays): due Thursday the 17th.
    expect(defaultDueDay('2026-09-21T18:00:00.000Z', TODAY)).toBe('2026-09-17');
    // Closes tomorrow morning: today.
    expect(defaultDueDay('2026-03-11T13:00:00.000Z', TODAY)).toBe(TODAY);
  });
});
