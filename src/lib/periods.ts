import { addDays, chileDayKey } from './chile-time';

/*
 * Periods of Chile days that figures are counted over (KPIs, the scorecard's usual time to
 * apply): the same preset gives the same days on every page, so the same measure over it gives
 * the same number (issue 36).
 */

export type Period = { from: string; to: string };

export const PERIOD_PRESETS = {
  '3m': 'Últimos 3 meses',
  '6m': 'Últimos 6 meses',
  '12m': 'Últimos 12 meses',
  anio: 'Este año',
} as const;
export type PeriodPreset = keyof typeof PERIOD_PRESETS;

/** The Chile days a preset covers, ending today. */
export function presetPeriod(preset: PeriodPreset, today: string): Period {
  if (preset === 'anio') return { from: `${today.slice(0, 4)}-01-01`, to: today };
  const months = { '3m': 3, '6m': 6, '12m': 12 }[preset];
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const start = new Date(Date.UTC(year, month - 1 - months, day + 1));
  return { from: start.toISOString().slice(0, 10), to: today };
}

/** Whether an instant falls on one of the period's Chile days. */
export const inPeriod = (value: string | null, period: Period) => {
  const day = value ? chileDayKey(value) : null;
  return day !== null && day >= period.from && day <= period.to;
};

const DAY_MS = 86_400_000;

/** The period just before one of the same length (for 'vs. período anterior'). */
export function previousPeriod(period: Period): Period {
  const length = (Date.parse(period.to) - Date.parse(period.from)) / DAY_MS;
  const to = addDays(period.from, -1);
  return { from: addDays(to, -length), to };
}
