import type { CompanyDocument } from '@/entities/company-documents/api/company-documents-schema';
import { isValidOn } from '@/entities/company-documents/lib/document-validity';
import { addBusinessDays, chileDateOf, formatCalendarDate } from '@/lib/chile-business-days';

import type { Requirement } from '../api/offer-schema';

/*
 * How a requirement stands against the company's vault on the close of offers (decision 0035):
 * a document must be valid on the close's day (Chile's calendar), not just today.
 */

export type RequirementState =
  /** A document of its kind valid on the close: the one expiring last. */
  | { state: 'listo'; document: CompanyDocument }
  | { state: 'falta' }
  /** Valid today, expired by the close: the one that lasts longest. */
  | { state: 'vence_antes_del_cierre'; document: CompanyDocument }
  /** An annex, filled in Oportuna. */
  | { state: 'se_genera_aqui' };

export type RequirementStateKind = RequirementState['state'];

export const REQUIREMENT_STATE_LABELS: Readonly<Record<RequirementStateKind, string>> = {
  listo: 'Listo',
  falta: 'Falta',
  vence_antes_del_cierre: 'Vence antes del cierre',
  se_genera_aqui: 'Se genera aquí',
};

/** The one that lasts longest: no expiry beats any date, a later date an earlier one. */
function expiringLast(documents: readonly CompanyDocument[]) {
  return documents.reduce<CompanyDocument | undefined>((best, candidate) => {
    if (!best) return candidate;
    if (best.expiresOn === null) return best;
    if (candidate.expiresOn === null || candidate.expiresOn > best.expiresOn) return candidate;
    return best;
  }, undefined);
}

/**
 * A requirement's state against the vault, on `today` and on `closeDay` ('YYYY-MM-DD', Chile's
 * days; a close earlier than today counts as today).
 */
export function requirementState(
  requirement: Pick<Requirement, 'meetsBy'>,
  documents: readonly CompanyDocument[],
  { today, closeDay }: { today: string; closeDay: string | null },
): RequirementState {
  if (requirement.meetsBy.kind === 'annex') return { state: 'se_genera_aqui' };
  const { documentKind } = requirement.meetsBy;
  const close = closeDay !== null && closeDay > today ? closeDay : today;
  const ofKind = documents.filter((document) => document.kind === documentKind);
  const atClose = expiringLast(ofKind.filter((document) => isValidOn(document, close)));
  if (atClose) return { state: 'listo', document: atClose };
  const now = expiringLast(ofKind.filter((document) => isValidOn(document, today)));
  if (now) return { state: 'vence_antes_del_cierre', document: now };
  return { state: 'falta' };
}

/**
 * Requirements ready: 'Listo' only. An annex ('Se genera aquí') is not ready until it is filled,
 * which the anexos' own work marks later.
 */
export const readyCount = (states: readonly RequirementState[]) =>
  states.filter((entry) => entry.state === 'listo').length;

/**
 * The day a task to get a requirement is due by default: the business day before the close's
 * Chile day (Chile's holidays skipped), or today when that has already passed.
 */
export function defaultDueDay(closeAt: string, today: string): string {
  const due = formatCalendarDate(addBusinessDays(chileDateOf(closeAt), -1));
  return due < today ? today : due;
}
