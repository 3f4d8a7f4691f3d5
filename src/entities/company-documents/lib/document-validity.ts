import { differenceInCalendarDays, parseISO } from 'date-fns';

import type { CompanyDocument } from '../api/company-documents-schema';

/** Within this many days of its expiry a document 'Vence en N días' (and the first alert goes). */
export const EXPIRY_WARNING_DAYS = 30;

export type DocumentValidity =
  { state: 'vigente' } | { state: 'por_vencer'; days: number } | { state: 'vencido' };

/**
 * A document's validity on a calendar day ('YYYY-MM-DD', Chile's): valid through its expiry day,
 * 'por vencer' within EXPIRY_WARNING_DAYS of it, expired the day after.
 */
export function validityOn(
  document: Pick<CompanyDocument, 'expiresOn'>,
  day: string,
): DocumentValidity {
  if (document.expiresOn === null) return { state: 'vigente' };
  const days = differenceInCalendarDays(parseISO(document.expiresOn), parseISO(day));
  if (days < 0) return { state: 'vencido' };
  if (days <= EXPIRY_WARNING_DAYS) return { state: 'por_vencer', days };
  return { state: 'vigente' };
}

/** 'Vigente', 'Vence hoy', 'Vence en 1 día', 'Vence en N días' or 'Vencido'. */
export function validityLabel(validity: DocumentValidity): string {
  switch (validity.state) {
    case 'vigente':
      return 'Vigente';
    case 'vencido':
      return 'Vencido';
    case 'por_vencer':
      if (validity.days === 0) return 'Vence hoy';
      return `Vence en ${validity.days} ${validity.days === 1 ? 'día' : 'días'}`;
  }
}

/** Whether the document is still valid on `day` (its expiry day included). */
export const isValidOn = (document: Pick<CompanyDocument, 'expiresOn'>, day: string) =>
  document.expiresOn === null || document.expiresOn >= day;
