/**
 * Money, dates and deadlines as a Chilean supplier reads them: pesos for es-CL and every date in
 * Chile's own time zone, whatever the time zone of the machine running the browser (a user
 * travelling, a CI runner in UTC). Dates go through `Intl.DateTimeFormat` with an explicit time
 * zone so Chile's daylight-saving changes (April and September) come from the platform's tz data.
 */

import { madeOnFirstUse } from './made-on-first-use';

export const CHILE_TIME_ZONE = 'America/Santiago';

/** Shown where the buyer hides the amount. */
export const AMOUNT_NOT_GIVEN = 'No informado';

/** Shown for a date the server sent that cannot be read: visible, but never a crash. */
export const INVALID_DATE_TEXT = '—';

const clpFormatter = madeOnFirstUse(
  () => new Intl.NumberFormat('es-CL', { style: 'currency', currency: 'CLP' }),
);

/** '$1.234.567'; null (hidden amount) -> 'No informado'. */
export function formatCLP(amount: number | null): string {
  if (amount === null || !Number.isFinite(amount)) return AMOUNT_NOT_GIVEN;
  return clpFormatter().format(amount);
}

const percentFormatter = madeOnFirstUse(
  () => new Intl.NumberFormat('es-CL', { style: 'percent', maximumFractionDigits: 0 }),
);

/** A share as a whole per cent, as es-CL writes it: 0.75 -> '75%'. */
export function formatPercent(share: number): string {
  return percentFormatter().format(share);
}

const decimalFormatter = madeOnFirstUse(
  () => new Intl.NumberFormat('es-CL', { maximumFractionDigits: 1 }),
);

/** A figure with one decimal at most, as es-CL writes it: 8.46 -> '8,5', 6 -> '6'. */
export function formatDecimal(value: number): string {
  return decimalFormatter().format(value);
}

export type ChileDateParts = {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
};

// en-GB with h23 gives two-digit parts and 00-23 hours; the order of parts does not matter,
// only their values are read.
const chilePartsFormatter = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: CHILE_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The wall-clock parts of an instant in Chile; null for a missing or unreadable date. */
export function chileDateParts(
  value: string | number | Date | null | undefined,
): ChileDateParts | null {
  const date = toDate(value);
  if (!date) return null;
  const parts: Record<string, string> = {};
  for (const part of chilePartsFormatter().formatToParts(date)) parts[part.type] = part.value;
  const { year, month, day, hour, minute } = parts;
  if (!year || !month || !day || !hour || !minute) return null;
  // Some older ICU builds still write midnight as 24 under h23.
  return { year, month, day, hour: hour === '24' ? '00' : hour, minute };
}

export type ChileDateVariant = 'date' | 'dateTime' | 'short';

/**
 * 'date' -> '21-11-2026', 'dateTime' -> '21-11-2026 14:30', 'short' -> '21/11/26 14:30' (the
 * history list's dd/MM/yy HH:mm), always in Chile's time; '—' when the date cannot be read.
 */
export function formatChileDate(
  value: string | number | Date | null | undefined,
  variant: ChileDateVariant = 'date',
): string {
  const parts = chileDateParts(value);
  if (!parts) return INVALID_DATE_TEXT;
  const { year, month, day, hour, minute } = parts;
  if (variant === 'date') return `${day}-${month}-${year}`;
  if (variant === 'dateTime') return `${day}-${month}-${year} ${hour}:${minute}`;
  return `${day}/${month}/${year.slice(-2)} ${hour}:${minute}`;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** True when the close is still ahead and no more than `hours` away (the grid's 'closing soon'). */
export function closesWithin(
  value: string | number | Date | null | undefined,
  now: Date,
  hours = 48,
): boolean {
  const close = toDate(value);
  if (!close) return false;
  const remaining = close.getTime() - now.getTime();
  return remaining > 0 && remaining <= hours * HOUR_MS;
}

/**
 * How long until the close, in the words a supplier expects: 'Cerrada', 'Cierra en 25 min',
 * 'Cierra en 3 h', 'Cierra en 1 día', 'Cierra en 2 días'. Units are rounded down so the text
 * never promises more time than is left; under a minute still reads '1 min', not '0 min'.
 * An unreadable date gives '—'.
 */
export function timeUntil(value: string | number | Date | null | undefined, now: Date): string {
  const close = toDate(value);
  if (!close) return INVALID_DATE_TEXT;
  const remaining = close.getTime() - now.getTime();
  if (remaining <= 0) return 'Cerrada';
  if (remaining < HOUR_MS) return `Cierra en ${Math.max(1, Math.floor(remaining / MINUTE_MS))} min`;
  if (remaining < DAY_MS) return `Cierra en ${Math.floor(remaining / HOUR_MS)} h`;
  const days = Math.floor(remaining / DAY_MS);
  return `Cierra en ${days} ${days === 1 ? 'día' : 'días'}`;
}

const MONTH_ABBREVIATIONS = [
  'ene',
  'feb',
  'mar',
  'abr',
  'may',
  'jun',
  'jul',
  'ago',
  'sep',
  'oct',
  'nov',
  'dic',
];

/** A month key as a chart's label: '2026-03' → 'mar 26'. */
export function formatMonthKey(key: string) {
  return `${MONTH_ABBREVIATIONS[Number(key.slice(5, 7)) - 1] ?? '?'} ${key.slice(2, 4)}`;
}
