import { CATEGORY_BY_SLUG } from './categories';
import type { MockOpportunity } from './opportunities';

/*
 * What a tender's bases say beyond the portal's own fields: its guarantees, evaluation weights,
 * samples, delivery, fines and payment. None of it is drawn at random: each figure is a function
 * of the opportunity's id, kind, type, category and amount, so adding it left every generated
 * record as it was, and the documents the mock AI writes (decision 0017) agree with each other
 * on every read. The rules follow Chile's procurement law (Ley 19.886 and its regulation; Ley
 * 21.131 on payment within 30 days) as a supplier meets them.
 */

/** A guarantee the bases ask for: a share of the estimated amount, in pesos, for some days. */
export type Guarantee = {
  /** Of the estimated amount (seriedad) or of the contract's value (fiel cumplimiento). */
  percent: number;
  /** In CLP, rounded up to ten thousand pesos, as bases state a round figure. */
  amount: number;
  /** Corridos: from the close of offers (seriedad) or after the contract ends (fiel). */
  validityDays: number;
};

export type EvaluationCriterion = { name: string; weight: number };

export type WorkKind = 'bienes' | 'servicio' | 'obra';

export type BiddingTerms = {
  work: WorkKind;
  seriedad: Guarantee | null;
  fielCumplimiento: Guarantee | null;
  /** Weights add up to 100. */
  evaluation: EvaluationCriterion[];
  samples: boolean;
  /** The offer's annexes signed with an advanced electronic signature (Ley 19.799). */
  advancedSignature: boolean;
  /** Goods tenders: a letter from the maker naming the bidder an authorised distributor. */
  distributorLetter: boolean;
  delivery: {
    /** Días hábiles from the purchase order (goods, services) or corridos from the site handover. */
    days: number;
    dayKind: 'hábiles' | 'corridos';
    place: string;
    /** Several deliveries over the contract's months, or one. */
    partial: boolean;
  };
  /** Null: an agile purchase fixes none. */
  fines: { percentPerDay: number; capPercent: number } | null;
  payment: { days: number; schedule: string };
};

/** What Chilean bases accept as a guarantee (Reglamento de la Ley 19.886). */
export const GUARANTEE_INSTRUMENTS =
  'boleta de garantía bancaria, vale vista, póliza de seguro o certificado de fianza, pagadero a la vista e irrevocable';

/** Ley 21.131: the State pays within 30 calendar days of the invoice. */
export const PAYMENT_DAYS = 30;

const roundUp = (value: number, step: number) => Math.ceil(value / step) * step;

function guarantee(record: MockOpportunity, percent: number, validityDays: number): Guarantee {
  return {
    percent,
    amount: roundUp((record.estimatedAmount * percent) / 100, 10_000),
    validityDays,
  };
}

function workOf(record: MockOpportunity): WorkKind {
  if (record.category === 'obras' || record.type === 'O1') return 'obra';
  return CATEGORY_BY_SLUG.get(record.category)?.service ? 'servicio' : 'bienes';
}

/** Seriedad: always above 2,000 UTM (LQ, LR, works); at the buyer's choice below (Reglamento). */
function needsSeriedad(record: MockOpportunity) {
  switch (record.type) {
    case 'LQ':
    case 'LR':
    case 'O1':
      return true;
    case 'LP':
      return record.id % 2 === 0;
    case 'LE':
    case 'LS':
      return record.id % 4 === 0;
    default:
      return false;
  }
}

/** Fiel cumplimiento: from 1,000 UTM up, and in some smaller contracts (5 % to 30 %). */
function needsFiel(record: MockOpportunity) {
  switch (record.type) {
    case 'COT':
      return false;
    case 'L1':
      return record.id % 5 === 0;
    case 'LE':
    case 'LS':
      return record.id % 2 === 0;
    default:
      return true;
  }
}

function evaluation(record: MockOpportunity, work: WorkKind): EvaluationCriterion[] {
  if (record.kind === 'compra_agil') return [{ name: 'Precio', weight: 100 }];
  const formal = { name: 'Cumplimiento de requisitos formales', weight: 5 };
  if (work === 'obra') {
    const step = record.id % 2;
    return [
      { name: 'Precio', weight: [40, 50][step]! },
      { name: 'Experiencia del oferente', weight: [30, 25][step]! },
      { name: 'Plazo de ejecución', weight: [25, 20][step]! },
      formal,
    ];
  }
  const step = record.id % 3;
  if (work === 'servicio') {
    return [
      { name: 'Precio', weight: [40, 50, 60][step]! },
      { name: 'Propuesta técnica', weight: [30, 25, 20][step]! },
      { name: 'Experiencia del oferente', weight: [25, 20, 15][step]! },
      formal,
    ];
  }
  return [
    { name: 'Precio', weight: [50, 60, 70][step]! },
    { name: 'Plazo de entrega', weight: [25, 20, 15][step]! },
    { name: 'Garantía técnica de los productos', weight: [20, 15, 10][step]! },
    formal,
  ];
}

/** An agile purchase that says '5 días hábiles' in its description keeps to it. */
function deliveryDays(record: MockOpportunity, work: WorkKind) {
  if (work === 'obra') return (record.contractDurationMonths ?? 3) * 30;
  if (record.kind === 'compra_agil') {
    return record.description.includes('5 días hábiles') ? 5 : [3, 5, 7, 10][record.id % 4]!;
  }
  return 5 + (record.id % 10);
}

const SCHEDULES: Record<WorkKind, string> = {
  bienes: 'contra entrega, por cada orden de compra recibida conforme',
  servicio: 'mensual, por mes vencido, contra el informe de servicio aprobado',
  obra: 'por estados de pago mensuales, según el avance de la obra aprobado por la inspección técnica',
};

/** The bases' terms of one opportunity: the same on every read. */
export function biddingTerms(record: MockOpportunity): BiddingTerms {
  const work = workOf(record);
  const tender = record.kind === 'licitacion';
  const contractDays = (record.contractDurationMonths ?? 3) * 30;
  return {
    work,
    seriedad:
      tender && needsSeriedad(record)
        ? guarantee(record, [1, 2, 3][record.id % 3]!, [60, 90][record.id % 2]!)
        : null,
    fielCumplimiento:
      tender && needsFiel(record)
        ? guarantee(record, [5, 8, 10, 15][record.id % 4]!, contractDays + 90)
        : null,
    evaluation: evaluation(record, work),
    samples: tender && work === 'bienes' && record.id % 3 === 0,
    // Large tenders ask for it; smaller ones now and then (drawn from the id, as the rest).
    advancedSignature:
      tender &&
      (record.type === 'LQ' || record.type === 'LR' || record.type === 'O1' || record.id % 5 === 2),
    distributorLetter: tender && work === 'bienes' && record.id % 4 === 1,
    delivery: {
      days: deliveryDays(record, work),
      dayKind: work === 'obra' ? 'corridos' : 'hábiles',
      place: `${record.buyer.address}, ${record.buyer.comuna}`,
      partial: work === 'bienes' && record.contractDurationMonths !== null,
    },
    fines: tender
      ? {
          percentPerDay:
            work === 'obra' ? [0.1, 0.2][record.id % 2]! : [0.5, 1, 1.5][record.id % 3]!,
          capPercent: [10, 15, 20][record.id % 3]!,
        }
      : null,
    payment: { days: PAYMENT_DAYS, schedule: SCHEDULES[work] },
  };
}
