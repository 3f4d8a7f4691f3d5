import { createRandom } from '@/lib/random';

import type { MockOpportunity } from '../catalogue/opportunities';
import type { MockApplication } from '../bids/records';
import type { MockBidDecision } from './records';

/*
 * The demo companies' past bid decisions (decision 0033), so KPIs and Efectividad can count them
 * against what happened: 'Postular' on about half of their bids, 'No postular' on closed
 * opportunities of their categories they let pass, one 'Postular' never sent and one 'Revisar'.
 * A stream of its own, so the rest of the work seed stays as it was.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const FINAL_STATES = new Set([
  'Desierta',
  'Revocada',
  'Adjudicada',
  'desierta',
  'cancelada',
  'proveedor_seleccionado',
  'oc_emitida',
]);

const APPLY_REASONS = [
  'Calza con nuestros productos y el plazo de entrega alcanza.',
  'Comprador habitual que paga a tiempo.',
  'Buen margen sobre el presupuesto a nuestros precios de lista.',
  'Pocos oferentes habituales y ya le hemos ganado antes.',
];

const PASS_REASONS = [
  'Exige garantía de fiel cumplimiento y no tenemos cupo en la boleta.',
  'El plazo de entrega es muy corto para nuestro stock.',
  'El precio de referencia está bajo nuestro costo.',
  'El comprador acumula reclamos por pagos atrasados.',
  'Piden carta de distribuidor autorizado que no tenemos.',
  'Visita a terreno obligatoria el mismo día que otra licitación.',
];

const NO_PASS = 8;

type DecidingCompany = {
  companyId: number;
  categories: readonly string[];
  members: readonly number[];
};

const iso = (ms: number) => new Date(ms).toISOString();

/** The same day at 9:00 to 18:00 in Chile (12:00 to 21:00 UTC): when a team decides. */
const officeHour = (ms: number, fraction: number) =>
  Math.floor(ms / DAY) * DAY + (12 + fraction * 9) * HOUR;

export function seedDecisions(
  companies: readonly DecidingCompany[],
  catalogues: readonly MockOpportunity[][],
  applications: readonly MockApplication[],
  nowMs: number,
): MockBidDecision[] {
  const random = createRandom(20_261_127);
  const decisions: MockBidDecision[] = [];
  const applied = new Set(applications.map((bid) => bid.opportunityCode));
  for (const company of companies) {
    /** Decided during office hours of the day of `atMs`, never after `latestMs` nor now. */
    const decide = (
      code: string,
      decision: MockBidDecision['decision'],
      motivo: string,
      atMs: number,
      latestMs: number,
    ) =>
      decisions.push({
        companyId: company.companyId,
        opportunityCode: code,
        decision,
        motivo,
        userId: random.pick(company.members),
        decidedAt: iso(Math.min(officeHour(atMs, random.float(0, 1)), latestMs, nowMs - HOUR)),
      });

    for (const bid of applications) {
      if (bid.companyId !== company.companyId || !random.bool(0.5)) continue;
      const earliest = Date.parse(bid.publishedAt) + HOUR;
      const at = Math.max(earliest, Date.parse(bid.appliedAt) - random.float(1, 4) * DAY);
      decide(
        bid.opportunityCode,
        'postular',
        random.pick(APPLY_REASONS),
        at,
        Date.parse(bid.appliedAt) - HOUR,
      );
    }

    const passed = catalogues
      .flat()
      .filter(
        (record) =>
          company.categories.includes(record.category) &&
          !applied.has(record.code) &&
          FINAL_STATES.has(record.status),
      );
    const chosen = random.sample(passed, Math.min(passed.length, NO_PASS + 2));
    chosen.forEach((record, index) => {
      const published = Date.parse(record.dates.published);
      const close = Date.parse(record.dates.close);
      const at = Math.min(published + random.float(1, 3) * DAY, close - HOUR);
      const latest = close - HOUR;
      if (index < NO_PASS) {
        decide(record.code, 'no_postular', random.pick(PASS_REASONS), at, latest);
      } else if (index === NO_PASS) {
        decide(
          record.code,
          'postular',
          'Nos interesa; preparar la oferta esta semana.',
          at,
          latest,
        );
      } else
        decide(record.code, 'revisar', 'Revisar las bases técnicas con el equipo.', at, latest);
    });
  }
  return decisions.sort((a, b) => a.decidedAt.localeCompare(b.decidedAt));
}
