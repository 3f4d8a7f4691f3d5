import type { Random } from '@/lib/random';

import type { OpportunityKind } from '../catalogue/opportunities';
import { clamp, normal } from './random-draws';

/*
 * How a buyer evaluates the offers of a process (issue 27): the award's criteria and their weights,
 * why an offer is left out, and the evaluation itself. Each criterion scores an offer from 0
 * to 100, the price by the lowest admissible total over the offer's (× 100), and the evaluation is
 * the criteria's scores weighted by their percentages. Admissible offers rank by that evaluation
 * (best first; a tie goes to the lower total); an inadmissible offer has neither score nor rank.
 */

export const PRICE_CRITERION = 'Precio';

export type MarketCriterion = { name: string; weight: number };

/** What evaluation needs of an offer, and what it writes back. */
export type EvaluatedOffer = {
  total: number;
  /** One score per criterion, in the process's order; the first is the price's (written here). */
  criterionScores: number[];
  inadmissible: string | null;
  score: number | null;
  rank: number | null;
  selected: boolean;
  /** Breaks a tie of evaluation and total for good (the supplier's RUT). */
  tieBreak: string;
};

export const INADMISSIBLE_REASONS = {
  guarantee: 'No presentó la garantía de seriedad de la oferta',
  incomplete: 'Oferta técnica incompleta',
  late: 'Presentó la oferta fuera de plazo',
  overBudget: 'Superó el presupuesto disponible',
  specs: 'No cumple con las especificaciones técnicas',
  annexes: 'No adjuntó los anexos administrativos requeridos',
} as const;

/** Why an offer is left out, by kind of purchase (an agile one asks for no guarantee). */
const TENDER_REASONS = [
  INADMISSIBLE_REASONS.guarantee,
  INADMISSIBLE_REASONS.incomplete,
  INADMISSIBLE_REASONS.late,
  INADMISSIBLE_REASONS.specs,
  INADMISSIBLE_REASONS.annexes,
];
const AGILE_REASONS = [
  INADMISSIBLE_REASONS.incomplete,
  INADMISSIBLE_REASONS.late,
  INADMISSIBLE_REASONS.specs,
];

const FORMAL = 'Cumplimiento de requisitos formales';
const DELIVERY = 'Plazo de entrega';
const GOODS_CRITERIA = ['Evaluación técnica', DELIVERY, 'Garantía'];
const SERVICE_CRITERIA = [
  'Evaluación técnica',
  'Experiencia',
  'Condiciones de empleo y remuneración',
];

export const inadmissibleReasons = (kind: OpportunityKind): readonly string[] =>
  kind === 'compra_agil' ? AGILE_REASONS : TENDER_REASONS;

/**
 * The award's criteria: the price alone, or the price (60 to 80 %, more in an agile purchase)
 * with one to three others in fives, and maybe 5 % for the formal requirements.
 */
export function drawCriteria(
  random: Random,
  kind: OpportunityKind,
  service: boolean,
  priceOnly: boolean,
): MarketCriterion[] {
  if (priceOnly) return [{ name: PRICE_CRITERION, weight: 100 }];
  const agile = kind === 'compra_agil';
  const price = agile ? random.pick([70, 75, 80]) : random.pick([60, 60, 65, 70, 70, 75, 80]);
  const pool = service ? SERVICE_CRITERIA : GOODS_CRITERIA;
  const others = random.sample(pool, agile ? 1 : random.int(1, 3));
  const formal = !agile && random.bool(0.5) && 100 - price >= 5 * (others.length + 1);
  let left = 100 - price - (formal ? 5 : 0);
  const criteria: MarketCriterion[] = [{ name: PRICE_CRITERION, weight: price }];
  others.forEach((name, index) => {
    const remaining = others.length - index - 1;
    const weight =
      remaining === 0 ? left : 5 * random.int(1, Math.max(1, Math.floor(left / 5) - remaining));
    criteria.push({ name, weight });
    left -= weight;
  });
  if (formal) criteria.push({ name: FORMAL, weight: 5 });
  return criteria;
}

/** A supplier's scores on the criteria other than the price (the price's is computed). */
export function criterionScores(
  random: Random,
  criteria: readonly MarketCriterion[],
  quality: number,
) {
  return criteria.map((criterion, index) => {
    if (index === 0) return 0;
    if (criterion.name === FORMAL)
      return random.weighted([
        [100, 85],
        [50, 10],
        [0, 5],
      ] as const);
    if (criterion.name === DELIVERY) {
      return random.weighted([
        [100, quality],
        [70, 50],
        [40, 100 - quality],
      ] as const);
    }
    return Math.round(clamp(quality + normal(random) * 12, 0, 100));
  });
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Scores and ranks the offers in place; the best is selected when the process is awarded.
 * `criteria[0]` is the price.
 */
export function evaluateOffers(
  offers: EvaluatedOffer[],
  criteria: readonly MarketCriterion[],
  awarded: boolean,
) {
  let lowest = Infinity;
  for (const offer of offers) {
    if (offer.inadmissible === null && offer.total < lowest) lowest = offer.total;
  }
  const admissible: EvaluatedOffer[] = [];
  for (const offer of offers) {
    offer.selected = false;
    if (offer.inadmissible !== null) {
      offer.criterionScores[0] = 0;
      offer.score = null;
      offer.rank = null;
      continue;
    }
    offer.criterionScores[0] = offer.total > 0 ? round2((lowest / offer.total) * 100) : 100;
    let sum = 0;
    for (let index = 0; index < criteria.length; index += 1) {
      sum += criteria[index]!.weight * offer.criterionScores[index]!;
    }
    offer.score = round2(sum / 100);
    admissible.push(offer);
  }
  admissible.sort(
    (a, b) =>
      b.score! - a.score! ||
      a.total - b.total ||
      (a.tieBreak < b.tieBreak ? -1 : a.tieBreak > b.tieBreak ? 1 : 0),
  );
  admissible.forEach((offer, index) => {
    offer.rank = index + 1;
  });
  if (awarded && admissible[0]) admissible[0].selected = true;
}

/** Why an offer that wanted the award was left out, when the winner's technical lead is not enough. */
const TECHNICAL_REASONS = [INADMISSIBLE_REASONS.incomplete, INADMISSIBLE_REASONS.specs];

/**
 * Makes `winner` the best evaluated offer, as the award recorded it: an offer that still beats it
 * gets lower technical scores, as low as the winner's price disadvantage needs, or, when not even
 * zero would do (a price-only award, a price far below), is left out as technically inadmissible.
 * The winner itself keeps its offer and gets a sound technical evaluation.
 */
export function awardTo(
  offers: EvaluatedOffer[],
  criteria: readonly MarketCriterion[],
  winner: EvaluatedOffer,
  random: Random,
) {
  winner.inadmissible = null;
  for (let index = 1; index < criteria.length; index += 1) {
    winner.criterionScores[index] = Math.max(winner.criterionScores[index]!, random.int(85, 100));
  }
  for (let round = 0; round <= offers.length * 4; round += 1) {
    evaluateOffers(offers, criteria, true);
    if (winner.rank === 1) return;
    const rival = offers.find((offer) => offer.rank === 1)!;
    const priceWeight = criteria[0]!.weight;
    const rivalPrice = (priceWeight * rival.criterionScores[0]!) / 100;
    const rivalRest = rival.score! - rivalPrice;
    // What the rival's other criteria may add up to, half a point under the winner's evaluation.
    const allowed = winner.score! - 0.5 - rivalPrice;
    if (priceWeight === 100 || allowed < 0 || rivalRest <= 0) {
      rival.inadmissible = random.pick(TECHNICAL_REASONS);
      continue;
    }
    const factor = Math.min(1, allowed / rivalRest);
    for (let index = 1; index < criteria.length; index += 1) {
      rival.criterionScores[index] = Math.floor(rival.criterionScores[index]! * factor);
    }
  }
  throw new Error('The recorded winner could not be made the best evaluated offer');
}
