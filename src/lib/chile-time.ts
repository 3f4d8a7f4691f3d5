import { chileDateParts } from './format';

/**
 * Chile's calendar days and wall-clock times as instants, for what users type (a task's due
 * date and time) and what the calendar lays out. The offset (UTC-3 in summer, UTC-4 in winter,
 * changing on the first Saturday night of April and of September) comes from the platform's
 * time-zone data through `chileDateParts`, never from a hard-coded rule.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** 'yyyy-MM-dd' of the Chile day an instant falls on; null when it cannot be read. */
export function chileDayKey(value: string | number | Date | null | undefined): string | null {
  const parts = chileDateParts(value);
  return parts ? `${parts.year}-${parts.month}-${parts.day}` : null;
}

/** 'HH:mm' in Chile of an instant. */
export function chileTimeOfDay(value: string | number | Date): string | null {
  const parts = chileDateParts(value);
  return parts ? `${parts.hour}:${parts.minute}` : null;
}

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

/** How far Chile's wall clock is from UTC at an instant, in milliseconds (negative). */
function chileOffsetAt(instant: number) {
  const parts = chileDateParts(instant)!;
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
  );
  return wall - Math.floor(instant / MINUTE_MS) * MINUTE_MS;
}

/**
 * The instant a Chile wall-clock time names ('2026-09-06', '10:30'). A time skipped by the
 * spring change (00:00-00:59 on the first Sunday of September) moves an hour on, as clocks do;
 * a repeated one (23:00-23:59 on the first Saturday of April) is its first occurrence.
 */
export function chileWallTimeToInstant(dayKey: string, time = '00:00'): Date | null {
  const day = DAY_KEY.exec(dayKey);
  const clock = TIME.exec(time);
  if (!day || !clock) return null;
  const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
  const [hour, minute] = [Number(clock[1]), Number(clock[2])];
  if (month < 1 || month > 12 || date < 1 || date > 31 || hour > 23 || minute > 59) return null;
  const wall = Date.UTC(year, month - 1, date, hour, minute);
  const check = new Date(wall);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;
  // Try the winter and the summer offset; keep the earliest instant whose wall clock matches.
  const candidates = [wall + 4 * HOUR_MS, wall + 3 * HOUR_MS]
    .filter((instant) => instant - wall === -chileOffsetAt(instant))
    .sort((a, b) => a - b);
  if (candidates[0] !== undefined) return new Date(candidates[0]);
  // Skipped by the spring change: the same minutes an hour later.
  return new Date(wall + 4 * HOUR_MS);
}

/** The Chile day `days` after a day key (calendar arithmetic, no time zone involved). */
export function addDays(dayKey: string, days: number): string {
  const [year, month, date] = dayKey.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday, of a day key. */
export function weekdayOf(dayKey: string): number {
  const [year, month, date] = dayKey.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date)).getUTCDay();
}

/** Whole days from one day key to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const utc = (key: string) => {
    const [year, month, date] = key.split('-').map(Number) as [number, number, number];
    return Date.UTC(year, month - 1, date);
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

/** 'dd-MM-yyyy' of a day key, as dates read in Chile. */
export function formatDayKey(dayKey: string | null | undefined): string {
  const match = dayKey ? DAY_KEY.exec(dayKey) : null;
  return match ? `${match[3]}-${match[2]}-${match[1]}` : '—';
}
