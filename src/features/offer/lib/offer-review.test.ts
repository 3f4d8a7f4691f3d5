import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { COMPANY_DOCUMENT_KINDS } from '@/entities/company-documents/api/company-documents-schema';
import {
  readyVault,
  REVIEW_TODAY,
  reviewDocument,
  reviewDraft,
  reviewRequirements,
} from '@/testing/offer-review';

import { REQUIREMENT_LEVELS } from '../api/offer-schema';
import { guaranteeRequired, READY_VERDICT, reviewOffer, reviewVerdict } from './offer-review';

const tender = { budget: 12_000_000, agilePurchase: false };
const review = (overrides: Partial<Parameters<typeof reviewOffer>[0]> = {}) =>
  reviewOffer({
    requirements: reviewRequirements(),
    documents: readyVault(),
    draft: reviewDraft(),
    opportunity: tender,
    utmPesos: 69_000,
    today: REVIEW_TODAY,
    ...overrides,
  });
const line = (result: ReturnType<typeof reviewOffer>, id: string) =>
  result.lines.find((entry) => entry.id === id);

describe('reviewVerdict', () => {
  it('says the offer is ready, or how many mandatory requirements are missing', () => {
    expect(reviewVerdict(0)).toBe('Tu oferta está lista para enviar');
    expect(reviewVerdict(1)).toBe('Falta 1 requisito obligatorio');
    expect(reviewVerdict(3)).toBe('Faltan 3 requisitos obligatorios');
  });
});

describe('reviewOffer', () => {
  it('says ready when every mandatory line is met, the optional one missing', () => {
    const result = review();
    expect(result.verdict).toBe(READY_VERDICT);
    expect(result.failing).toEqual([]);
    expect(line(result, 'experiencia')).toMatchObject({ mandatory: false, ready: false });
    expect(line(result, 'f30')).toMatchObject({ ready: true, detail: 'Listo: f30-marzo.pdf' });
    expect(line(result, 'presupuesto')).toMatchObject({
      ready: true,
      detail: 'el total con IVA ($9.520.000) cabe en el presupuesto publicado ($12.000.000)',
    });
    expect(line(result, 'firma-avanzada')).toMatchObject({ ready: true });
    expect(line(result, 'tope-compra-agil')).toBeUndefined();
  });

  it('says a document that expires before the close, with its day', () => {
    const documents = readyVault().map((document) =>
      document.kind === 'f30' ? { ...document, expiresOn: '2026-03-15' } : document,
    );
    const result = review({ documents });
    expect(result.verdict).toBe('Falta 1 requisito obligatorio');
    expect(result.failing).toEqual([
      {
        id: 'f30',
        label: 'Certificado F30 de antecedentes laborales y previsionales',
        mandatory: true,
        ready: false,
        detail: 'vence el 15 de marzo, antes del cierre',
        fix: 'documentos',
        document: null,
      },
    ]);
  });

  it('says what is missing from the vault and the anexos', () => {
    const result = review({ documents: [], draft: null });
    expect(result.failing.map((entry) => [entry.id, entry.detail, entry.fix])).toEqual([
      ['registro', 'falta en Documentos de la empresa', 'documentos'],
      ['f30', 'falta en Documentos de la empresa', 'documentos'],
      ['anexo-declaracion', 'sin completar en Anexos', 'anexos'],
      ['anexo-economica', 'sin completar en Anexos', 'anexos'],
      [
        'seriedad',
        'falta una boleta de garantía o póliza por $500.000, vigente hasta el 19 de mayo',
        'documentos',
      ],
      ['firma-avanzada', 'las bases la piden; márcala en Anexos cuando la tengas', 'anexos'],
    ]);
    expect(result.verdict).toBe('Faltan 6 requisitos obligatorios');
    // No prices yet: the totals are not checked (the economic annex already fails).
    expect(line(result, 'presupuesto')).toBeUndefined();
  });

  it('holds the guarantee to the percent of the offer and the days after the close', () => {
    // 5 % of $9.520.000 = $476.000: a $400.000 boleta does not reach it.
    const short = readyVault().map((document) =>
      document.kind === 'garantia'
        ? { ...document, amount: 400_000, expiresOn: '2026-05-01' }
        : document,
    );
    expect(line(review({ documents: short }), 'seriedad')).toMatchObject({
      ready: false,
      detail:
        'boleta-seriedad.pdf cubre $400.000; las bases piden $476.000; vence el 1 de mayo; debe seguir vigente hasta el 19 de mayo (60 días después del cierre)',
    });
    // A fixed sum when the bases set no percent.
    const fixed = reviewRequirements();
    fixed.requirements = fixed.requirements.map((requirement) =>
      requirement.guarantee
        ? { ...requirement, guarantee: { percent: null, amount: 700_000, validityDays: 60 } }
        : requirement,
    );
    expect(line(review({ requirements: fixed }), 'seriedad')).toMatchObject({
      ready: false,
      detail: 'boleta-seriedad.pdf cubre $600.000; las bases piden $700.000',
    });
    // The validity day itself is enough.
    const exact = readyVault().map((document) =>
      document.kind === 'garantia' ? { ...document, expiresOn: '2026-05-19' } : document,
    );
    expect(line(review({ documents: exact }), 'seriedad')?.ready).toBe(true);
  });

  it('rounds the guarantee up to the peso, and uses the bases amount before any price', () => {
    const terms = { percent: 2.5, amount: 90_000, validityDays: 30 };
    expect(guaranteeRequired(terms, 1_000_001)).toBe(25_001);
    expect(guaranteeRequired(terms, 0)).toBe(90_000);
    expect(guaranteeRequired({ ...terms, percent: null }, 1_000_000)).toBe(90_000);
  });

  it('holds the total with VAT against the budget, and an agile purchase against 100 UTM', () => {
    expect(
      line(review({ opportunity: { budget: 9_000_000, agilePurchase: false } }), 'presupuesto'),
    ).toMatchObject({
      ready: false,
      detail:
        'el total con IVA ($9.520.000) supera el presupuesto publicado ($9.000.000) por $520.000',
      fix: 'anexos',
    });
    const agile = review({
      opportunity: { budget: null, agilePurchase: true },
      requirements: reviewRequirements({ advancedSignature: false }),
    });
    expect(line(agile, 'presupuesto')).toBeUndefined();
    expect(line(agile, 'tope-compra-agil')).toMatchObject({
      label: 'Tope de compra ágil (100 UTM con IVA)',
      mandatory: true,
      ready: false,
      detail: 'el total con IVA ($9.520.000) supera el tope de 100 UTM ($6.900.000) por $2.620.000',
    });
    // The UTM unknown: said, not counted.
    const unknown = review({
      opportunity: { budget: null, agilePurchase: true },
      utmPesos: null,
    });
    expect(line(unknown, 'tope-compra-agil')).toMatchObject({ mandatory: false, ready: false });
    expect(unknown.verdict).toBe(READY_VERDICT);
  });

  it('asks for the advanced signature only when the bases do', () => {
    const unsigned = reviewDraft({ advancedSignatureReady: false });
    expect(review({ draft: unsigned }).verdict).toBe('Falta 1 requisito obligatorio');
    expect(
      review({ draft: unsigned, requirements: reviewRequirements({ advancedSignature: false }) })
        .verdict,
    ).toBe(READY_VERDICT);
  });

  it('counts an annex saved without prices or with an empty field as missing', () => {
    const noPrices = reviewDraft();
    noPrices.economica.lines = [{ correlative: 1, quantity: 3, unitPrice: 0 }];
    expect(line(review({ draft: noPrices }), 'anexo-economica')?.ready).toBe(false);
    const noPlace = reviewDraft({ declaracion: { place: ' ', signedOn: '2026-03-10' } });
    expect(line(review({ draft: noPlace }), 'anexo-declaracion')?.ready).toBe(false);
  });
});

describe('reviewOffer properties', () => {
  const day = fc
    .integer({ min: 0, max: 200 })
    .map((offset) => new Date(Date.UTC(2026, 1, 1 + offset)).toISOString().slice(0, 10));
  const document = fc
    .record({
      kind: fc.constantFrom(...COMPANY_DOCUMENT_KINDS),
      expiresOn: fc.option(day, { nil: null }),
      amount: fc.option(fc.integer({ min: 1, max: 2_000_000 }), { nil: null }),
    })
    .map(({ kind, expiresOn, amount }) => reviewDocument(kind, expiresOn, { amount }));
  const levels = fc.array(fc.constantFrom(...REQUIREMENT_LEVELS), { minLength: 6, maxLength: 6 });
  const input = fc.record({
    documents: fc.array(document, { maxLength: 12 }),
    levels,
    signature: fc.boolean(),
    signed: fc.boolean(),
    price: fc.integer({ min: 0, max: 2_000_000 }),
    budget: fc.option(fc.integer({ min: 1, max: 30_000_000 }), { nil: null }),
    agilePurchase: fc.boolean(),
  });
  function run({
    documents,
    levels: levelsOf,
    signature,
    signed,
    price,
    budget,
    agilePurchase,
  }: {
    documents: ReturnType<typeof readyVault>;
    levels: (typeof REQUIREMENT_LEVELS)[number][];
    signature: boolean;
    signed: boolean;
    price: number;
    budget: number | null;
    agilePurchase: boolean;
  }) {
    const requirements = reviewRequirements({ advancedSignature: signature });
    requirements.requirements = requirements.requirements.map((requirement, index) => ({
      ...requirement,
      level: levelsOf[index]!,
    }));
    const draft = reviewDraft({ advancedSignatureReady: signed });
    draft.economica.lines = [{ correlative: 1, quantity: 10, unitPrice: price }];
    return reviewOffer({
      requirements,
      documents,
      draft,
      opportunity: { budget, agilePurchase },
      utmPesos: 69_000,
      today: REVIEW_TODAY,
    });
  }

  it('counts in the verdict exactly the mandatory lines that are not ready', () => {
    fc.assert(
      fc.property(input, (values) => {
        const result = run(values);
        const failing = result.lines.filter((entry) => entry.mandatory && !entry.ready);
        expect(result.failing).toEqual(failing);
        expect(result.verdict).toBe(reviewVerdict(failing.length));
        expect(result.ready).toBe(failing.length === 0);
        // Every requirement has its line, and a failing line says how to fix it.
        expect(result.lines.slice(0, 6).map((entry) => entry.id)).toEqual([
          'registro',
          'f30',
          'anexo-declaracion',
          'experiencia',
          'anexo-economica',
          'seriedad',
        ]);
        for (const entry of failing) expect(entry.fix).not.toBeNull();
      }),
    );
  });

  it('never loses a ready line when the vault gains a document', () => {
    fc.assert(
      fc.property(input, document, (values, added) => {
        const before = run(values);
        const after = run({ ...values, documents: [...values.documents, added] });
        for (const entry of before.lines) {
          if (entry.ready)
            expect(after.lines.find((next) => next.id === entry.id)?.ready).toBe(true);
        }
      }),
    );
  });
});
