import { formatChileDate, formatCLP, formatDecimal, formatPercent } from '@/lib/format';

import type { BidDecisionKind } from '../api/bid-decision-schema';
import { BLOCKER_LABELS, type Blocker, type Scorecard } from '../api/get-scorecard';

/*
 * The go / no-go scorecard (decision 0033): five parts graded from what the server says and
 * what only the app has (the price list, accounts receivable, the team's bids, the clock), and
 * the decision they suggest. Pure: the section draws it, the tests pin every threshold.
 */

export type Verdict = 'a_favor' | 'atencion' | 'en_contra' | 'sin_datos';

export const VERDICT_LABELS: Readonly<Record<Verdict, string>> = {
  a_favor: 'A favor',
  atencion: 'Atención',
  en_contra: 'En contra',
  sin_datos: 'Sin datos',
};

export type FactorId = 'ajuste' | 'competencia' | 'pago' | 'plazo' | 'requisitos';

export type Factor = { id: FactorId; title: string; verdict: Verdict; summary: string };

const DAY_MS = 86_400_000;

/* ---------------------------------------------------------------- fit ---- */

/**
 * A product's price in the company's list: a number, null when the list has none for it, or
 * undefined while the list is loading or when the company has no list.
 */
export type PriceOf = (item: {
  codigoProducto: string;
  producto: string;
}) => number | null | undefined;

export function gradeFit(
  items: Scorecard['items'],
  priceOf: PriceOf,
  budget: number | null,
): Factor {
  const title = 'Ajuste con tu oferta';
  const total = items.length;
  const inCodes = items.filter((item) => item.enRubros).length;
  const prices = items.map((item) => priceOf(item));
  const hasList = prices.some((price) => price !== undefined);
  const priced = prices.filter((price) => typeof price === 'number').length;
  const parts = [`${inCodes} de ${total} ${total === 1 ? 'ítem es' : 'ítems son'} de tus rubros`];
  if (hasList) parts.push(`${priced} de ${total} tienen precio en tu lista`);
  let summary = `${parts.join('; ')}.`;
  let verdict: Verdict =
    total === 0 || (inCodes === 0 && priced === 0)
      ? 'en_contra'
      : inCodes === total || (hasList && priced === total)
        ? 'a_favor'
        : 'atencion';
  if (hasList && priced === total && total > 0 && budget !== null && budget > 0) {
    const atList = Math.round(
      items.reduce((sum, item, index) => sum + (prices[index] as number) * item.cantidad, 0),
    );
    summary += ` A tus precios de lista suma ${formatCLP(atList)}, el ${formatPercent(atList / budget)} del presupuesto.`;
    if (atList > budget) verdict = 'en_contra';
  }
  return { id: 'ajuste', title, verdict, summary };
}

/* -------------------------------------------------------- competition ---- */

export function gradeCompetition(competition: Scorecard['competencia']): Factor {
  const title = 'Competencia';
  const { procesos, habituales, frenteAFrente } = competition;
  if (procesos === 0) {
    return {
      id: 'competencia',
      title,
      verdict: 'sin_datos',
      summary: 'Este comprador no ha comprado estos productos en los últimos 24 meses.',
    };
  }
  const usual = `${habituales.length} ${habituales.length === 1 ? 'oferente habitual' : 'oferentes habituales'} en ${procesos} ${procesos === 1 ? 'proceso' : 'procesos'} de este comprador`;
  if (frenteAFrente.procesos === 0) {
    return {
      id: 'competencia',
      title,
      verdict: habituales.length <= 2 ? 'a_favor' : 'atencion',
      summary: `${usual}. Aún no has competido con ellos.`,
    };
  }
  const share = frenteAFrente.ganamos / frenteAFrente.procesos;
  return {
    id: 'competencia',
    title,
    verdict: share >= 0.5 ? 'a_favor' : share >= 0.25 ? 'atencion' : 'en_contra',
    summary: `${usual}. Frente a ellos quedaste adelante en ${frenteAFrente.ganamos} de ${frenteAFrente.procesos} procesos compartidos en los últimos 24 meses.`,
  };
}

/* ------------------------------------------------------------ payment ---- */

/** How the buyer pays the company's own invoices (accounts receivable), when it is a client. */
export type OwnPaymentRecord = {
  invoices: number;
  averageDaysToPay: number | null;
  averageDaysLate: number | null;
  overdueNow: number;
};

export function gradePayment(record: OwnPaymentRecord | null, complaints: number): Factor {
  const title = 'Comportamiento de pago del comprador';
  if (record && record.invoices > 0) {
    const late = record.averageDaysLate;
    const verdict: Verdict =
      record.overdueNow > 0 || (late !== null && late > 15)
        ? 'en_contra'
        : late !== null && late > 0
          ? 'atencion'
          : 'a_favor';
    const pace =
      record.averageDaysToPay === null
        ? 'aún no te ha pagado una factura'
        : `te paga en ${record.averageDaysToPay} días en promedio${late !== null && late > 0 ? `, ${late} días después del vencimiento` : ', a tiempo'}`;
    const overdue =
      record.overdueNow > 0
        ? ` Tiene ${record.overdueNow} ${record.overdueNow === 1 ? 'factura vencida' : 'facturas vencidas'}.`
        : '';
    return {
      id: 'pago',
      title,
      verdict,
      summary: `Según tu cartera de cobranza, ${pace}.${overdue}`,
    };
  }
  return {
    id: 'pago',
    title,
    verdict: complaints <= 2 ? 'a_favor' : complaints <= 9 ? 'atencion' : 'en_contra',
    summary: `${complaints === 0 ? 'Sin reclamos' : `${complaints} ${complaints === 1 ? 'reclamo' : 'reclamos'}`} por pago en los últimos 12 meses en Mercado Público.`,
  };
}

/* --------------------------------------------------------------- time ---- */

/**
 * The time left against the team's usual time to apply: its mean days from publication to
 * application over a period (the KPIs' measure, named with its period); null while the team's
 * bids are not known (loading, or failed to load).
 */
export function gradeTime(
  closeIso: string,
  nowMs: number,
  usual: { days: number | null; periodLabel: string } | null,
): Factor {
  const title = 'Plazo';
  const left = (Date.parse(closeIso) - nowMs) / DAY_MS;
  if (left <= 0) {
    return { id: 'plazo', title, verdict: 'en_contra', summary: 'La oportunidad ya cerró.' };
  }
  const days = Math.floor(left);
  const leftText =
    days === 0
      ? 'Cierra en menos de un día'
      : `Quedan ${days} ${days === 1 ? 'día' : 'días'} para el cierre`;
  if (usual === null) return { id: 'plazo', title, verdict: 'sin_datos', summary: `${leftText}.` };
  const usualDays = usual.days;
  if (usualDays === null) {
    return {
      id: 'plazo',
      title,
      verdict: 'sin_datos',
      summary: `${leftText}; tu equipo no ha postulado en los ${usual.periodLabel} para medir su plazo habitual.`,
    };
  }
  return {
    id: 'plazo',
    title,
    verdict: left >= usualDays ? 'a_favor' : left >= usualDays / 2 ? 'atencion' : 'en_contra',
    summary: `${leftText}; tu equipo postula en promedio ${formatDecimal(usualDays)} ${usualDays === 1 ? 'día' : 'días'} después de la publicación (${usual.periodLabel}).`,
  };
}

/* ----------------------------------------------------------- blockers ---- */

/** A dated requirement (the visit, the samples) whose date has passed. */
export const isPast = (blocker: Blocker, nowMs: number) =>
  blocker.exigido === true && blocker.fecha !== null && Date.parse(blocker.fecha) <= nowMs;

export function blockerText(blocker: Blocker, nowMs: number) {
  const label = BLOCKER_LABELS[blocker.tipo];
  if (blocker.exigido === null) return `${label}: los documentos no lo indican.`;
  if (!blocker.exigido) return `${label}: no se exige.`;
  const amount = blocker.monto !== null ? ` por ${formatCLP(blocker.monto)}` : '';
  const date =
    blocker.fecha !== null
      ? `${isPast(blocker, nowMs) ? ', fecha ya pasada:' : ', hasta el'} ${formatChileDate(blocker.fecha, 'dateTime')}`
      : '';
  return `${label}: se exige${amount}${date}.`;
}

export function gradeBlockers(
  blockers: readonly Blocker[],
  documents: number,
  nowMs: number,
): Factor {
  const title = 'Requisitos que pueden impedir postular';
  const past = blockers.filter((blocker) => isPast(blocker, nowMs));
  const asked = blockers.filter((blocker) => blocker.exigido === true);
  const unknown = blockers.filter((blocker) => blocker.exigido === null);
  const names = (list: readonly Blocker[]) =>
    list.map((blocker) => BLOCKER_LABELS[blocker.tipo].toLowerCase()).join(', ');
  if (past.length > 0) {
    return {
      id: 'requisitos',
      title,
      verdict: 'en_contra',
      summary: `Ya pasó la fecha de: ${names(past)}.`,
    };
  }
  if (asked.length > 0) {
    return {
      id: 'requisitos',
      title,
      verdict: 'atencion',
      summary: `Exige ${names(asked)}.${unknown.length > 0 ? ` No se indica: ${names(unknown)}.` : ''}`,
    };
  }
  if (unknown.length > 0) {
    return {
      id: 'requisitos',
      title,
      verdict: documents === 0 ? 'sin_datos' : 'atencion',
      summary:
        documents === 0
          ? 'La oportunidad no tiene documentos para leer: revisa la ficha en Mercado Público.'
          : `Los documentos no indican: ${names(unknown)}.`,
    };
  }
  return {
    id: 'requisitos',
    title,
    verdict: 'a_favor',
    summary:
      'No exige garantías, visita a terreno, muestras, firma electrónica avanzada ni carta de distribuidor.',
  };
}

/* --------------------------------------------------------- suggestion ---- */

/**
 * What the parts suggest: 'No postular' when a deadline is gone (closed, or a mandatory visit or
 * samples' date passed) or two parts are against; 'Revisar' when one is against or two call for
 * attention; else 'Postular'. Parts without data count for nothing.
 */
export function suggestDecision(factors: readonly Factor[]): BidDecisionKind {
  const hard = factors.some(
    (factor) =>
      (factor.id === 'plazo' || factor.id === 'requisitos') && factor.verdict === 'en_contra',
  );
  const against = factors.filter((factor) => factor.verdict === 'en_contra').length;
  const attention = factors.filter((factor) => factor.verdict === 'atencion').length;
  if (hard || against >= 2) return 'no_postular';
  if (against === 1 || attention >= 2) return 'revisar';
  return 'postular';
}
