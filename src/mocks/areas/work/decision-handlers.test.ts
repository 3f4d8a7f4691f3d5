import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';

import { saveBidDecision } from '@/features/bid-decision/api/save-bid-decision';
import { decisionOutcomesQueryOptions } from '@/features/bid-decision/api/get-decision-outcomes';
import { scorecardQueryOptions } from '@/features/bid-decision/api/get-scorecard';

import { db } from '../../core/database';
import { failure, signIn } from '@/testing/mock-handlers';
import { DEMO_ACCOUNTS } from '../accounts/seed';
import { biddingTerms } from '../catalogue/bidding-terms';
import { paymentComplaints } from '../catalogue/portal-facts';
import { findOpportunity } from '../competition/opportunity-lookup';

const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 } } });

beforeEach(async () => {
  client.clear();
  await signIn(DEMO_ACCOUNTS.demo.email, DEMO_ACCOUNTS.demo.password);
});

const openTender = (test: (code: string) => boolean) =>
  db.opportunities.find(
    (record) => record.kind === 'licitacion' && record.status === 'Publicada' && test(record.code),
  )!;

describe('GET /opportunities/:codigo/scorecard', () => {
  it("says the company's fit, the competition, the buyer's complaints and the documents' requirements", async () => {
    const record = db.opportunities.find(
      (candidate) =>
        candidate.kind === 'licitacion' &&
        candidate.status === 'Publicada' &&
        biddingTerms(candidate).seriedad !== null &&
        candidate.dates.fieldVisit !== null,
    )!;
    const card = await client.fetchQuery(scorecardQueryOptions(1, record.code));
    expect(card.codigo).toBe(record.code);
    expect(card.items.map((item) => item.codigoProducto)).toEqual(
      record.items.map((item) => item.productCode),
    );
    expect(card.reclamosComprador).toBe(paymentComplaints(record.buyer.organismCode));
    expect(card.documentosLeidos).toBe(record.attachments.length);
    const seriedad = card.bloqueos.find((blocker) => blocker.tipo === 'garantia_seriedad')!;
    expect(seriedad.exigido).toBe(true);
    expect(seriedad.monto).toBe(biddingTerms(record).seriedad!.amount);
    expect(seriedad.fuente?.texto).toMatch(/^Garantía de seriedad de la oferta\. El oferente/);
    const visit = card.bloqueos.find((blocker) => blocker.tipo === 'visita')!;
    expect(visit).toMatchObject({ exigido: true, fecha: record.dates.fieldVisit });
    expect(visit.fuente?.texto).toContain('visita a terreno obligatoria');
    expect(card.bloqueos.map((blocker) => blocker.tipo)).toEqual([
      'garantia_seriedad',
      'garantia_fiel',
      'visita',
      'muestras',
      'firma_avanzada',
      'carta_distribuidor',
    ]);
  });

  it('reads the advanced e-signature and the distributor letter where the bases ask for them', async () => {
    const record = openTender((code) => {
      const candidate = findOpportunity(code)!;
      const terms = biddingTerms(candidate);
      return terms.advancedSignature && terms.distributorLetter;
    });
    const card = await client.fetchQuery(scorecardQueryOptions(1, record.code));
    const signature = card.bloqueos.find((blocker) => blocker.tipo === 'firma_avanzada')!;
    expect(signature.exigido).toBe(true);
    expect(signature.fuente?.texto).toContain('firma electrónica avanzada');
    const letter = card.bloqueos.find((blocker) => blocker.tipo === 'carta_distribuidor')!;
    expect(letter.exigido).toBe(true);
    expect(letter.fuente?.texto).toContain('distribuidor autorizado');
  });

  it('an agile purchase asks for no guarantee, and its conditions say so', async () => {
    const record = db.opportunities.find((candidate) => candidate.kind === 'compra_agil')!;
    const card = await client.fetchQuery(scorecardQueryOptions(1, record.code));
    expect(card.bloqueos.every((blocker) => blocker.exigido === false)).toBe(true);
    expect(
      card.bloqueos.find((blocker) => blocker.tipo === 'garantia_seriedad')?.fuente?.texto,
    ).toMatch(/no exige garantía/);
  });

  it("counts the buyer's usual bidders and the company's record against them", async () => {
    const cards = await Promise.all(
      db.opportunities
        .filter((record) => record.kind === 'licitacion' && record.category === 'aseo')
        .slice(0, 30)
        .map((record) => client.fetchQuery(scorecardQueryOptions(1, record.code))),
    );
    const met = cards.filter((card) => card.competencia.frenteAFrente.procesos > 0);
    expect(met.length).toBeGreaterThan(0);
    for (const card of cards) {
      const { procesos, ganamos, perdimos } = card.competencia.frenteAFrente;
      expect(ganamos + perdimos).toBeLessThanOrEqual(procesos);
      expect(card.competencia.habituales.length).toBeLessThanOrEqual(5);
    }
    // The company sells in aseo: some items are its products, with its usual prices.
    expect(
      cards.some((card) => card.items.some((item) => item.enRubros && item.precioHabitual)),
    ).toBe(true);
  });

  it('answers 404 for an unknown code and 403 for another company', async () => {
    expect((await failure(client.fetchQuery(scorecardQueryOptions(1, 'NO-EXISTE')))).status).toBe(
      404,
    );
    const code = db.opportunities[0]!.code;
    expect((await failure(client.fetchQuery(scorecardQueryOptions(2, code)))).status).toBe(403);
  });
});

describe('GET /bid-decisions/outcomes', () => {
  it("judges the seed's decisions against what happened", async () => {
    const outcomes = await client.fetchQuery(decisionOutcomesQueryOptions(1));
    // Newest first: the screens show them in this order.
    const times = outcomes.map((entry) => entry.decididoEn);
    expect(times).toEqual([...times].sort().reverse());
    const passed = outcomes.filter((entry) => entry.decision === 'no_postular');
    expect(passed.length).toBeGreaterThanOrEqual(5);
    for (const entry of passed) {
      if (entry.estado === 'desierta' || entry.estado === 'revocada') {
        expect(entry.evaluacion).toBe('acertada');
      } else if (entry.estado === 'adjudicada') {
        expect(entry.adjudicadoA).toBeTruthy();
        if (entry.comparacion) {
          expect(entry.evaluacion).toBe(
            entry.comparacion.nuestro > entry.comparacion.ganador ? 'acertada' : 'no_acertada',
          );
        } else expect(entry.evaluacion).toBe('sin_datos');
      }
    }
    const applied = outcomes.filter(
      (entry) => entry.decision === 'postular' && entry.resultado !== null,
    );
    expect(applied.length).toBeGreaterThan(3);
    for (const entry of applied) {
      expect(entry.evaluacion).toBe(
        entry.resultado === 'ganada'
          ? 'acertada'
          : entry.resultado === 'perdida'
            ? 'no_acertada'
            : 'pendiente',
      );
    }
    expect(outcomes.some((entry) => entry.evaluacion === 'no_postulada')).toBe(true);
    // Every decided past opportunity opens.
    for (const entry of outcomes) expect(findOpportunity(entry.codigo)).toBeDefined();
  });

  it('a decision on an open opportunity waits for its end', async () => {
    const record = openTender(() => true);
    await saveBidDecision(1, record.code, { decision: 'no_postular', motivo: 'Fuera de plazo' });
    const outcomes = await client.fetchQuery(decisionOutcomesQueryOptions(1));
    expect(outcomes[0]).toMatchObject({
      codigo: record.code,
      decision: 'no_postular',
      estado: 'abierta',
      evaluacion: 'pendiente',
    });
  });
});

describe('the seed’s decisions', () => {
  it('are made before their opportunity closed, and a postular one before its bid', () => {
    for (const entry of db.state.bidDecisions) {
      const record = findOpportunity(entry.opportunityCode);
      expect(record, entry.opportunityCode).toBeDefined();
      expect(entry.decidedAt < record!.dates.close).toBe(true);
      const bid = db.state.applications.find(
        (candidate) =>
          candidate.companyId === entry.companyId &&
          candidate.opportunityCode === entry.opportunityCode,
      );
      if (bid) expect(entry.decidedAt < bid.appliedAt).toBe(true);
    }
  });
});
