import { formatCLP, formatPercent } from '@/lib/format';
import { inPeriod, type Period } from '@/lib/periods';

import { BID_DECISIONS, type BidDecisionKind } from '../api/bid-decision-schema';
import type { DecisionOutcome, DecisionVerdict } from '../api/get-decision-outcomes';

/*
 * The company's bid decisions counted against what became of each opportunity (decision 0033):
 * how often 'No postular' was right and how many 'Postular' were won. Pure: KPIs and Efectividad
 * draw it, the tests pin it.
 */

export type DecisionOutcomeCounts = {
  /** Decisions made within the period (by the Chile day of `decididoEn`). */
  total: number;
  byKind: Record<BidDecisionKind, number>;
  noPostular: {
    /** Right or wrong: the opportunity ended and the server could judge. */
    resolved: number;
    right: number;
    /** Awarded, but the company has no usual price for any of its lines. */
    withoutData: number;
    pending: number;
    /** Right over resolved; null when nothing was resolved. */
    share: number | null;
  };
  postular: {
    /** Won or lost. */
    resolved: number;
    won: number;
    /** The opportunity closed with no bid from the company. */
    notSent: number;
    pending: number;
    /** Won over resolved; null when nothing was resolved. */
    share: number | null;
  };
};

const countOf = (list: readonly DecisionOutcome[], verdict: DecisionVerdict) =>
  list.filter((entry) => entry.evaluacion === verdict).length;

/** The counts of the decisions made within a period; every decision when there is none. */
export function countDecisionOutcomes(
  outcomes: readonly DecisionOutcome[],
  period?: Period,
): DecisionOutcomeCounts {
  const within = period ? outcomes.filter((entry) => inPeriod(entry.decididoEn, period)) : outcomes;
  const ofKind = (kind: BidDecisionKind) => within.filter((entry) => entry.decision === kind);
  const byKind = Object.fromEntries(
    BID_DECISIONS.map((kind) => [kind, ofKind(kind).length]),
  ) as Record<BidDecisionKind, number>;

  const passed = ofKind('no_postular');
  const right = countOf(passed, 'acertada');
  const passedResolved = right + countOf(passed, 'no_acertada');

  const applied = ofKind('postular');
  const won = countOf(applied, 'acertada');
  const appliedResolved = won + countOf(applied, 'no_acertada');

  return {
    total: within.length,
    byKind,
    noPostular: {
      resolved: passedResolved,
      right,
      withoutData: countOf(passed, 'sin_datos'),
      pending: countOf(passed, 'pendiente'),
      share: passedResolved === 0 ? null : right / passedResolved,
    },
    postular: {
      resolved: appliedResolved,
      won,
      notSent: countOf(applied, 'no_postulada'),
      pending: countOf(applied, 'pendiente'),
      share: appliedResolved === 0 ? null : won / appliedResolved,
    },
  };
}

/** '6 de 8 (75 %)'; '—' when nothing was resolved. */
export function formatShare(part: number, resolved: number): string {
  if (resolved === 0) return '—';
  return `${part} de ${resolved} (${formatPercent(part / resolved)})`;
}

/** '¿Acertada?' of each verdict. */
export const VERDICT_ANSWERS: Readonly<Record<DecisionVerdict, string>> = {
  acertada: 'Sí',
  no_acertada: 'No',
  sin_datos: 'Sin datos',
  pendiente: 'Pendiente',
  no_postulada: 'No se postuló',
};

/** What became of the opportunity, in a few words: 'Desierta', 'Adjudicada a X por $Y'. */
export function describeResult(outcome: DecisionOutcome): string {
  const amount =
    outcome.montoAdjudicado === null ? '' : ` por ${formatCLP(outcome.montoAdjudicado)}`;
  if (outcome.resultado === 'ganada') return `Ganada${amount}`;
  if (outcome.resultado === 'perdida') {
    return outcome.adjudicadoA
      ? `Perdida: adjudicada a ${outcome.adjudicadoA}${amount}`
      : 'Perdida';
  }
  switch (outcome.estado) {
    case 'abierta':
      return 'Abierta';
    case 'en_evaluacion':
      return 'En evaluación';
    case 'desierta':
      return 'Desierta';
    case 'revocada':
      return 'Revocada';
    case 'adjudicada':
      return outcome.adjudicadoA ? `Adjudicada a ${outcome.adjudicadoA}${amount}` : 'Adjudicada';
  }
}
