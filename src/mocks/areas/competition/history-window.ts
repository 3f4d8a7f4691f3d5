import { chileDayKey, chileWallTimeToInstant } from '@/lib/chile-time';

/*
 * The market's period (issue 27): the 24 calendar months, in Chile time, that end with the seed
 * moment's month. Every process closed in it; a rival's history has one entry a month.
 */

export const HISTORY_MONTHS = 24;

/** 'YYYY-MM' of an instant in Chile. */
export function chileMonthKey(ms: number) {
  return (chileDayKey(ms) ?? '').slice(0, 7);
}

/** The months of the period, oldest first, the seed moment's last. */
export function historyMonths(nowMs: number): string[] {
  const [year, month] = chileMonthKey(nowMs).split('-').map(Number) as [number, number];
  return Array.from({ length: HISTORY_MONTHS }, (_, index) => {
    const at = year * 12 + (month - 1) - (HISTORY_MONTHS - 1 - index);
    return `${Math.floor(at / 12)}-${String((at % 12) + 1).padStart(2, '0')}`;
  });
}

/** The first instant of the Chile month `HISTORY_MONTHS - 1` months before the seed moment's. */
export function historyStart(nowMs: number) {
  return chileWallTimeToInstant(`${historyMonths(nowMs)[0]!}-01`)!.getTime();
}
