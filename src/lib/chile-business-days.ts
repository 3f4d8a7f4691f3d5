import { chileDateParts } from './format';

/**
 * Chile's public holidays and business days (decision 0031), for the procurement rules that count
 * días hábiles: a tender's close moves 2 business days when it has 2 offers or fewer. Days are
 * calendar dates in Chile ('YYYY-MM-DD'), never instants, so no time zone or daylight saving
 * change can move them.
 */

/** A calendar date: year, month 1-12, day 1-31. */
export type CalendarDate = { year: number; month: number; day: number };

const pad = (value: number) => String(value).padStart(2, '0');

export const formatCalendarDate = ({ year, month, day }: CalendarDate) =>
  `${year}-${pad(month)}-${pad(day)}`;

/** A 'YYYY-MM-DD' day as the app writes dates: '06-12-2026'. */
export const formatDayText = (text: string) => text.split('-').reverse().join('-');

export function parseCalendarDate(text: string): CalendarDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) throw new Error(`Not a calendar date: ${text}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** Days since 1970-01-01 (UTC arithmetic on a date, which has no time zone). */
export const toDayNumber = ({ year, month, day }: CalendarDate) =>
  Math.round(Date.UTC(year, month - 1, day) / 86_400_000);

export const fromDayNumber = (dayNumber: number): CalendarDate => {
  const date = new Date(dayNumber * 86_400_000);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
};

/** 0 Sunday … 6 Saturday. */
export const weekday = (date: CalendarDate) => (toDayNumber(date) + 4) % 7;

export const addDays = (date: CalendarDate, days: number) =>
  fromDayNumber(toDayNumber(date) + days);

/** Easter Sunday (Gregorian computus, Meeus/Jones/Butcher). */
export function easterSunday(year: number): CalendarDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { year, month, day };
}

/**
 * Ley 19.668: San Pedro y San Pablo and Encuentro de Dos Mundos move to the Monday of their week
 * when they fall on a Tuesday, Wednesday or Thursday, and to the next Monday from a Friday.
 */
function toMonday(date: CalendarDate) {
  const day = weekday(date);
  if (day >= 2 && day <= 4) return addDays(date, 1 - day);
  if (day === 5) return addDays(date, 3);
  return date;
}

/**
 * Ley 20.299: the Día de las Iglesias Evangélicas y Protestantes (31 October) moves to the Friday
 * before when it falls on a Tuesday, and to the Friday after from a Wednesday.
 */
function evangelicalDay(year: number) {
  const date = { year, month: 10, day: 31 };
  const day = weekday(date);
  if (day === 2) return addDays(date, -4);
  if (day === 3) return addDays(date, 2);
  return date;
}

/**
 * Día Nacional de los Pueblos Indígenas (Ley 21.357): the winter solstice, 20 or 21 June in Chile
 * (the published dates; 21 June for a year not listed).
 */
const SOLSTICE_DAY: Readonly<Record<number, number>> = {
  2022: 21,
  2023: 21,
  2024: 20,
  2025: 20,
  2026: 21,
  2027: 21,
  2028: 20,
  2029: 20,
  2030: 21,
};

const holidayCache = new Map<number, ReadonlySet<string>>();

/** Chile's public holidays of a year, as 'YYYY-MM-DD' (election days are not included). */
export function chileHolidays(year: number): ReadonlySet<string> {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const easter = easterSunday(year);
  const dates: CalendarDate[] = [
    { year, month: 1, day: 1 },
    addDays(easter, -2), // Viernes Santo
    addDays(easter, -1), // Sábado Santo
    { year, month: 5, day: 1 },
    { year, month: 5, day: 21 },
    { year, month: 6, day: SOLSTICE_DAY[year] ?? 21 },
    toMonday({ year, month: 6, day: 29 }),
    { year, month: 7, day: 16 },
    { year, month: 8, day: 15 },
    { year, month: 9, day: 18 },
    { year, month: 9, day: 19 },
    toMonday({ year, month: 10, day: 12 }),
    evangelicalDay(year),
    { year, month: 11, day: 1 },
    { year, month: 12, day: 8 },
    { year, month: 12, day: 25 },
  ];
  // Ley 20.215 and 20.983: 17 September is a holiday when it is a Monday, 20 September when it
  // is a Friday (the Fiestas Patrias then join the weekend).
  const september17 = { year, month: 9, day: 17 };
  if (weekday(september17) === 1) dates.push(september17);
  const september20 = { year, month: 9, day: 20 };
  if (weekday(september20) === 5) dates.push(september20);
  const holidays = new Set(dates.map(formatCalendarDate));
  holidayCache.set(year, holidays);
  return holidays;
}

export const isBusinessDay = (date: CalendarDate) => {
  const day = weekday(date);
  return day !== 0 && day !== 6 && !chileHolidays(date.year).has(formatCalendarDate(date));
};

/** The date `count` business days after `date` (before it for a negative count). */
export function addBusinessDays(date: CalendarDate, count: number): CalendarDate {
  const step = count < 0 ? -1 : 1;
  let left = Math.abs(count);
  let current = date;
  while (left > 0) {
    current = addDays(current, step);
    if (isBusinessDay(current)) left -= 1;
  }
  return current;
}

/** Business days after `from` up to and including `to` (negative when `to` is before). */
export function businessDaysBetween(from: CalendarDate, to: CalendarDate): number {
  const start = toDayNumber(from);
  const end = toDayNumber(to);
  const step = end < start ? -1 : 1;
  let count = 0;
  for (let day = start + step; step > 0 ? day <= end : day >= end; day += step) {
    if (isBusinessDay(fromDayNumber(day))) count += step;
  }
  return count;
}

/**
 * The date `months` calendar months after `date`, on the same day, or the month's last day when
 * it has no such day (31 January + 1 month = 28 or 29 February): a contract's end.
 */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { year, month, day: Math.min(date.day, lastDay) };
}

/** The calendar date in Chile of an instant. */
export function chileDateOf(value: string | number | Date): CalendarDate {
  const parts = chileDateParts(value);
  if (!parts) throw new Error(`Not a date: ${String(value)}`);
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

/** Calendar days from `from` to `to` (negative when `to` is before). */
export const daysBetween = (from: CalendarDate, to: CalendarDate) =>
  toDayNumber(to) - toDayNumber(from);
