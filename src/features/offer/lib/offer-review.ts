import { format, parseISO } from 'date-fns';
import { es } from 'date-fns/locale';

import { AGILE_CAP_UTM, checkAgileOffer } from '@/entities/agile-purchase/lib/cap';
import type { CompanyDocument } from '@/entities/company-documents/api/company-documents-schema';
import { isValidOn } from '@/entities/company-documents/lib/document-validity';
import { addDays, chileDayKey } from '@/lib/chile-time';
import { formatCLP } from '@/lib/format';

import type {
  AnnexKind,
  GuaranteeTerms,
  OfferDraft,
  OfferRequirements,
  Requirement,
} from '../api/offer-schema';
import { offerTotals } from './offer-totals';
import { requirementState } from './requirement-state';

/*
 * 'Revisar antes de enviar' (issue 40, decision 0035): the offer held against its bases, line by
 * line. Every mandatory requirement ('obligatorio' or a cause of inadmissibility) must be met by
 * a document valid on the close's day, or by its annex saved here; the guarantee must reach the
 * bases' amount and last the validity days after the close; the total with VAT must stay within
 * the published budget (and an agile purchase's 100 UTM cap); the anexos must carry an advanced
 * electronic signature when the bases ask for one. Nothing here asks the server: the dialog, the
 * extension's 'Postular' and the package read the same answer.
 */

/** Where a failing line is fixed: the vault's page or the anexos' section. */
export type ReviewFix = 'documentos' | 'anexos';

export type ReviewLine = {
  /** The requirement's id, or 'presupuesto', 'tope-compra-agil', 'firma-avanzada'. */
  id: string;
  label: string;
  /** Counts in the verdict. */
  mandatory: boolean;
  ready: boolean;
  /** What was found, or why it is not ready. */
  detail: string;
  fix: ReviewFix | null;
  /** The vault document that meets it (the offer package carries it). */
  document: CompanyDocument | null;
};

export type OfferReview = {
  lines: ReviewLine[];
  /** The mandatory lines that are not ready, in order. */
  failing: ReviewLine[];
  ready: boolean;
  verdict: string;
};

export type ReviewOpportunity = {
  /** The published budget in CLP, with VAT (null when the buyer does not show it). */
  budget: number | null;
  /** An agile purchase: the total with VAT may not exceed 100 UTM. */
  agilePurchase: boolean;
};

export const READY_VERDICT = 'Tu oferta está lista para enviar';

/** The verdict's words: one failing line is 'Falta 1 requisito obligatorio'. */
export function reviewVerdict(failing: number): string {
  if (failing === 0) return READY_VERDICT;
  if (failing === 1) return 'Falta 1 requisito obligatorio';
  return `Faltan ${failing} requisitos obligatorios`;
}

/** '5 de diciembre' (the year too when it is not the close's). */
function spokenDay(day: string, closeDay: string) {
  const date = parseISO(day);
  return format(
    date,
    day.slice(0, 4) === closeDay.slice(0, 4) ? "d 'de' MMMM" : "d 'de' MMMM 'de' yyyy",
    {
      locale: es,
    },
  );
}

const isMandatory = (requirement: Pick<Requirement, 'level'>) => requirement.level !== 'opcional';

/** Whether an annex is saved with what it needs: every field, and priced lines for the offer. */
export function annexFilled(draft: OfferDraft | null, annex: AnnexKind): boolean {
  if (!draft) return false;
  switch (annex) {
    case 'identificacion':
      return Object.values(draft.identificacion).every((value) => value.trim() !== '');
    case 'declaracion':
      return draft.declaracion.place.trim() !== '' && draft.declaracion.signedOn.trim() !== '';
    case 'economica':
      return (
        draft.economica.lines.length > 0 &&
        draft.economica.lines.every((line) => line.unitPrice > 0)
      );
  }
}

/** The net total of the saved economic offer in CLP, as its annex states it (0 before any price). */
const draftNetTotal = (draft: OfferDraft | null) =>
  draft ? offerTotals(draft.economica.lines).net : 0;

/**
 * What the guarantee must cover: the percent of the offer's total with VAT when the bases set one
 * (rounded up to the peso) and the offer has a total, else the amount the bases state.
 */
export function guaranteeRequired(terms: GuaranteeTerms, offerTotal: number): number {
  if (terms.percent === null || offerTotal <= 0) return terms.amount;
  return Math.ceil((offerTotal * terms.percent) / 100);
}

/** The guarantee's problems on one document: its amount, and its validity past the close. */
function guaranteeProblems(
  document: CompanyDocument,
  required: number,
  until: string,
  terms: GuaranteeTerms,
  closeDay: string,
) {
  const problems: string[] = [];
  if (document.amount === null) {
    problems.push(`${document.name} no indica su monto; las bases piden ${formatCLP(required)}`);
  } else if (document.amount < required) {
    problems.push(
      `${document.name} cubre ${formatCLP(document.amount)}; las bases piden ${formatCLP(required)}`,
    );
  }
  if (document.expiresOn !== null && document.expiresOn < until) {
    problems.push(
      `vence el ${spokenDay(document.expiresOn, closeDay)}; debe seguir vigente hasta el ${spokenDay(until, closeDay)} (${terms.validityDays} días después del cierre)`,
    );
  }
  return problems;
}

function guaranteeLine(
  requirement: Requirement,
  terms: GuaranteeTerms,
  documents: readonly CompanyDocument[],
  offerTotal: number,
  closeDay: string,
): ReviewLine {
  const base = {
    id: requirement.id,
    label: requirement.name,
    mandatory: isMandatory(requirement),
    fix: 'documentos' as const,
    document: null,
  };
  const required = guaranteeRequired(terms, offerTotal);
  const until = addDays(closeDay, terms.validityDays);
  const candidates = documents
    .filter((document) => document.kind === 'garantia' && isValidOn(document, closeDay))
    .map((document) => ({
      document,
      problems: guaranteeProblems(document, required, until, terms, closeDay),
    }))
    .sort((a, b) => a.problems.length - b.problems.length);
  const best = candidates[0];
  if (!best) {
    return {
      ...base,
      ready: false,
      detail: `falta una boleta de garantía o póliza por ${formatCLP(required)}, vigente hasta el ${spokenDay(until, closeDay)}`,
    };
  }
  if (best.problems.length === 0) {
    return {
      ...base,
      ready: true,
      detail: `Listo: ${best.document.name}`,
      fix: null,
      document: best.document,
    };
  }
  return { ...base, ready: false, detail: best.problems.join('; ') };
}

function requirementLine(
  requirement: Requirement,
  documents: readonly CompanyDocument[],
  draft: OfferDraft | null,
  { today, closeDay }: { today: string; closeDay: string },
): ReviewLine {
  const base = {
    id: requirement.id,
    label: requirement.name,
    mandatory: isMandatory(requirement),
    document: null,
  };
  if (requirement.meetsBy.kind === 'annex') {
    const ready = annexFilled(draft, requirement.meetsBy.annex);
    return {
      ...base,
      ready,
      detail: ready ? 'Listo: guardado en Anexos' : 'sin completar en Anexos',
      fix: ready ? null : 'anexos',
    };
  }
  const state = requirementState(requirement, documents, { today, closeDay });
  switch (state.state) {
    case 'listo':
      return {
        ...base,
        ready: true,
        detail: `Listo: ${state.document.name}`,
        fix: null,
        document: state.document,
      };
    case 'vence_antes_del_cierre':
      return {
        ...base,
        ready: false,
        detail: `vence el ${spokenDay(state.document.expiresOn!, closeDay)}, antes del cierre`,
        fix: 'documentos',
      };
    default:
      return {
        ...base,
        ready: false,
        detail: 'falta en Documentos de la empresa',
        fix: 'documentos',
      };
  }
}

/**
 * The offer's review on `today` (Chile's day, 'YYYY-MM-DD'). The close's day is the one
 * documents must reach (a close already past counts as today).
 */
export function reviewOffer({
  requirements,
  documents,
  draft,
  opportunity,
  utmPesos,
  today,
}: {
  requirements: OfferRequirements;
  documents: readonly CompanyDocument[];
  draft: OfferDraft | null;
  opportunity: ReviewOpportunity;
  /** The UTM in CLP (null while it is not known). */
  utmPesos: number | null;
  today: string;
}): OfferReview {
  const closeOn = chileDayKey(requirements.closeAt);
  const closeDay = closeOn !== null && closeOn > today ? closeOn : today;
  const check = checkAgileOffer({
    netPesos: draftNetTotal(draft),
    utmPesos,
    budgetPesos: opportunity.budget,
  });
  const lines: ReviewLine[] = requirements.requirements.map((requirement) =>
    requirement.guarantee
      ? guaranteeLine(requirement, requirement.guarantee, documents, check.total, closeDay)
      : requirementLine(requirement, documents, draft, { today, closeDay }),
  );

  // The totals are checked once the economic offer has prices; until then its annex fails.
  if (check.net > 0 && check.budget) {
    const { limit, over, pesos } = check.budget;
    lines.push({
      id: 'presupuesto',
      label: 'Total de la oferta frente al presupuesto',
      mandatory: true,
      ready: !over,
      detail: over
        ? `el total con IVA (${formatCLP(check.total)}) supera el presupuesto publicado (${formatCLP(limit)}) por ${formatCLP(-pesos)}`
        : `el total con IVA (${formatCLP(check.total)}) cabe en el presupuesto publicado (${formatCLP(limit)})`,
      fix: over ? 'anexos' : null,
      document: null,
    });
  }
  if (check.net > 0 && opportunity.agilePurchase) {
    const cap = check.cap;
    lines.push({
      id: 'tope-compra-agil',
      label: `Tope de compra ágil (${AGILE_CAP_UTM} UTM con IVA)`,
      // Unknown while the UTM cannot be read: said, not counted.
      mandatory: cap !== null,
      ready: cap !== null && !cap.over,
      detail:
        cap === null
          ? `no pudimos leer la UTM para revisar el tope de ${AGILE_CAP_UTM} UTM`
          : cap.over
            ? `el total con IVA (${formatCLP(check.total)}) supera el tope de ${AGILE_CAP_UTM} UTM (${formatCLP(cap.limit)}) por ${formatCLP(-cap.pesos)}`
            : `el total con IVA (${formatCLP(check.total)}) cabe en el tope de ${AGILE_CAP_UTM} UTM (${formatCLP(cap.limit)})`,
      fix: cap?.over ? 'anexos' : null,
      document: null,
    });
  }
  if (requirements.advancedSignature) {
    const ready = draft?.advancedSignatureReady === true;
    lines.push({
      id: 'firma-avanzada',
      label: 'Firma electrónica avanzada de los anexos',
      mandatory: true,
      ready,
      detail: ready
        ? 'Listo: los anexos irán con firma electrónica avanzada'
        : 'las bases la piden; márcala en Anexos cuando la tengas',
      fix: ready ? null : 'anexos',
      document: null,
    });
  }

  const failing = lines.filter((line) => line.mandatory && !line.ready);
  return { lines, failing, ready: failing.length === 0, verdict: reviewVerdict(failing.length) };
}
