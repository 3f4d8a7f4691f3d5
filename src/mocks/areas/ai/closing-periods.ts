import { chileDateParts, formatChileDate } from '@/lib/format';

import { normalise } from './question-families';

/*
 * 'Esta semana', 'mañana', 'los próximos 10 días': the periods a supplier asks closings in, as
 * days of Chile's calendar (a week runs Monday to Sunday), whatever the server's time zone.
 */

/** A day of Chile's calendar, 'YYYY-MM-DD': compared as text. */
type Day = string;

export type ClosingPeriod = {
  /** As the answer says it: 'esta semana (hasta el domingo 29-11-2026)'. */
  label: string;
  first: Day;
  last: Day;
};

export function chileDay(value: string | Date): Day {
  const parts = chileDateParts(value)!;
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const DAY_MS = 86_400_000;
const toUtc = (day: Day) => Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10));

function addDays(day: Day, days: number): Day {
  return new Date(toUtc(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 Monday ... 6 Sunday. */
const weekday = (day: Day) => (new Date(toUtc(day)).getUTCDay() + 6) % 7;

const show = (day: Day) => formatChileDate(`${day}T12:00:00.000Z`);

/** The period a question names; null when it names none. */
export function periodOf(question: string, now: Date): ClosingPeriod | null {
  const text = normalise(question);
  const today = chileDay(now);
  const sunday = addDays(today, 6 - weekday(today));
  if (/\bhoy\b/.test(text)) return { label: `hoy (${show(today)})`, first: today, last: today };
  if (/\bpasado manana\b/.test(text)) {
    const day = addDays(today, 2);
    return { label: `pasado mañana (${show(day)})`, first: day, last: day };
  }
  if (/\bmanana\b/.test(text)) {
    const day = addDays(today, 1);
    return { label: `mañana (${show(day)})`, first: day, last: day };
  }
  if (/\b(proxima|siguiente) semana\b|\bsemana que viene\b/.test(text)) {
    const monday = addDays(sunday, 1);
    const last = addDays(monday, 6);
    return {
      label: `la próxima semana (del ${show(monday)} al ${show(last)})`,
      first: monday,
      last,
    };
  }
  if (/\besta semana\b/.test(text)) {
    return { label: `esta semana (hasta el domingo ${show(sunday)})`, first: today, last: sunday };
  }
  if (/\beste mes\b/.test(text)) {
    // The day before the first of next month (month is 1-based, Date.UTC's 0-based).
    const firstOfNext = new Date(Date.UTC(+today.slice(0, 4), +today.slice(5, 7), 1));
    const last = addDays(firstOfNext.toISOString().slice(0, 10), -1);
    return { label: `este mes (hasta el ${show(last)})`, first: today, last };
  }
  const days = /\bproximos? (\d+) dias\b/.exec(text)?.[1];
  const count = days ? Math.min(Math.max(Number(days), 1), 90) : 7;
  if (days || /\bproxim\w* (dias|cierres|vencimientos)\b|\bpronto\b/.test(text)) {
    const last = addDays(today, count);
    return { label: `los próximos ${count} días (hasta el ${show(last)})`, first: today, last };
  }
  return null;
}

/** Whether an opportunity closing at `close` (still to come) falls in the period. */
export function closesIn(period: ClosingPeriod, close: string, now: Date) {
  if (new Date(close).getTime() <= now.getTime()) return false;
  const day = chileDay(close);
  return day >= period.first && day <= period.last;
}

/** 'hoy', 'mañana', 'en 5 días', 'cerró hace 3 días': a closing seen from now. */
export function relativeClose(close: string, now: Date) {
  const days = Math.round((toUtc(chileDay(close)) - toUtc(chileDay(now))) / DAY_MS);
  const open = new Date(close).getTime() > now.getTime();
  if (!open)
    return days === 0 ? 'cerró hoy' : `cerró hace ${-days} ${-days === 1 ? 'día' : 'días'}`;
  if (days === 0) return 'hoy';
  if (days === 1) return 'mañana';
  return `en ${days} días`;
}
