import type {
  DecisionOutcome,
  DecisionVerdict,
  OutcomeState,
} from '@/features/bid-decision/api/get-decision-outcomes';

import type { MockOpportunity } from '../catalogue/opportunities';
import { catalogueAward } from '../competition/catalogue-awards';
import type { Market, MarketProcess } from '../competition/records';
import type { MockApplication } from '../bids/records';
import type { MockBidDecision } from './records';

/*
 * What became of each decision (decision 0033), judged from what the server knows: the company's
 * own bid, the market's closed process, or the catalogue's record and its award.
 */

type Line = { productCode: string; quantity: number };

/** What the server knows of a decided opportunity's end. */
export type DecidedOpportunity = {
  name: string;
  buyer: string;
  state: OutcomeState;
  /** The winner, the amount and the winner's unit prices per line; null when not awarded. */
  award: { winner: string; total: number; unitPrices: number[] } | null;
  lines: Line[];
};

const STATE_OF: Readonly<Record<string, OutcomeState>> = {
  Publicada: 'abierta',
  publicada: 'abierta',
  Cerrada: 'en_evaluacion',
  cerrada: 'en_evaluacion',
  Suspendida: 'en_evaluacion',
  Desierta: 'desierta',
  desierta: 'desierta',
  Revocada: 'revocada',
  cancelada: 'revocada',
  Adjudicada: 'adjudicada',
  proveedor_seleccionado: 'adjudicada',
  oc_emitida: 'adjudicada',
};

export function fromProcess(process: MarketProcess): DecidedOpportunity {
  const winner = process.offers.find((offer) => offer.selected);
  return {
    name: process.name,
    buyer: process.buyer.name,
    state: process.state,
    award:
      process.state === 'adjudicada' && winner
        ? { winner: winner.supplier.name, total: winner.total, unitPrices: winner.unitPrices }
        : null,
    lines: process.lines,
  };
}

export function fromCatalogue(
  record: MockOpportunity,
  seedMs: number,
  nowMs: number,
): DecidedOpportunity {
  let state = STATE_OF[record.status] ?? 'en_evaluacion';
  if (state === 'abierta' && Date.parse(record.dates.close) <= nowMs) state = 'en_evaluacion';
  const award = state === 'adjudicada' ? catalogueAward(record, seedMs) : null;
  return {
    name: record.name,
    buyer: record.buyer.organismName,
    state,
    award,
    lines: record.items.map((item) => ({
      productCode: item.productCode,
      quantity: item.quantity,
    })),
  };
}

/**
 * The lines with a usual price of the company, at its prices and at the winner's; null when the
 * opportunity was not awarded or no line has a usual price.
 */
export function compareWithWinner(
  opportunity: DecidedOpportunity,
  usualPrices: ReadonlyMap<string, number>,
) {
  if (!opportunity.award) return null;
  let ours = 0;
  let theirs = 0;
  let lines = 0;
  opportunity.lines.forEach((line, index) => {
    const usual = usualPrices.get(line.productCode);
    const winner = opportunity.award!.unitPrices[index];
    if (usual === undefined || winner === undefined) return;
    lines += 1;
    ours += Math.round(usual * line.quantity);
    theirs += Math.round(winner * line.quantity);
  });
  return lines === 0 ? null : { nuestro: ours, ganador: theirs };
}

function verdict(
  decision: MockBidDecision['decision'],
  opportunity: DecidedOpportunity,
  bid: MockApplication | undefined,
  comparison: { nuestro: number; ganador: number } | null,
): DecisionVerdict {
  if (decision === 'revisar') return 'pendiente';
  if (decision === 'postular') {
    if (bid) {
      return bid.outcome === 'ganada'
        ? 'acertada'
        : bid.outcome === 'perdida'
          ? 'no_acertada'
          : 'pendiente';
    }
    return opportunity.state === 'abierta' ? 'pendiente' : 'no_postulada';
  }
  if (opportunity.state === 'desierta' || opportunity.state === 'revocada') return 'acertada';
  if (opportunity.state !== 'adjudicada') return 'pendiente';
  if (!comparison) return 'sin_datos';
  return comparison.nuestro > comparison.ganador ? 'acertada' : 'no_acertada';
}

/** One decision with its opportunity's end and the verdict. */
export function decisionOutcome({
  entry,
  decidedBy,
  opportunity,
  bid,
  usualPrices,
}: {
  entry: MockBidDecision;
  decidedBy: { id: number; nombre: string };
  opportunity: DecidedOpportunity;
  bid: MockApplication | undefined;
  usualPrices: ReadonlyMap<string, number>;
}): DecisionOutcome {
  // A bid the company sent is its own record of the end: won, lost or in evaluation.
  const fromBid = bid && bid.outcome !== 'pendiente';
  const comparison = fromBid ? null : compareWithWinner(opportunity, usualPrices);
  return {
    codigo: entry.opportunityCode,
    nombre: opportunity.name,
    comprador: opportunity.buyer,
    decision: entry.decision,
    motivo: entry.motivo,
    decididoPor: decidedBy,
    decididoEn: entry.decidedAt,
    estado: fromBid ? 'adjudicada' : opportunity.state,
    resultado: bid?.outcome ?? null,
    adjudicadoA: fromBid ? bid.awardedTo : (opportunity.award?.winner ?? null),
    montoAdjudicado: fromBid ? bid.awardedAmount : (opportunity.award?.total ?? null),
    comparacion: comparison,
    evaluacion: verdict(entry.decision, opportunity, bid, comparison),
  };
}

/** Where a decided code's end is known: the market's closed processes first, then the catalogue. */
export function decidedOpportunity(
  code: string,
  market: Market,
  findRecord: (code: string) => MockOpportunity | undefined,
  nowMs: number,
): DecidedOpportunity | null {
  const process = market.byCode.get(code);
  if (process) return fromProcess(process);
  const record = findRecord(code);
  return record ? fromCatalogue(record, market.nowMs, nowMs) : null;
}
