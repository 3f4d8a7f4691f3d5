import type { Application } from '@/entities/application/api/application-schema';
import { averageDaysToApply } from '@/entities/application/lib/days-to-apply';
import { chileDayKey } from '@/lib/chile-time';
import { inPeriod, type Period } from '@/lib/periods';

export type Group = { key: string; applied: number; won: number; awarded: number };

export type Kpis = {
  applied: number;
  won: number;
  lost: number;
  pending: number;
  /** Won over decided (won + lost); null when nothing was decided. */
  winRate: number | null;
  /** CLP awarded to the company. */
  awardedAmount: number;
  /** Mean days from publication to our application; null without applications. */
  averageDaysToApply: number | null;
  /** Bids that came from a saved search. */
  fromSavedSearches: number;
  byMonth: Group[];
  byTag: Group[];
  byRegion: Group[];
  byProcedencia: Group[];
};

function group(applications: readonly Application[], keysOf: (entry: Application) => string[]) {
  const groups = new Map<string, Group>();
  for (const entry of applications) {
    for (const key of keysOf(entry)) {
      const current = groups.get(key) ?? { key, applied: 0, won: 0, awarded: 0 };
      current.applied += 1;
      if (entry.resultado === 'ganada') {
        current.won += 1;
        current.awarded += entry.montoAdjudicado ?? 0;
      }
      groups.set(key, current);
    }
  }
  return [...groups.values()];
}

/** The months of a period, 'yyyy-MM', oldest first. */
export function monthsOf(period: Period): string[] {
  const months: string[] = [];
  let month = period.from.slice(0, 7);
  while (month <= period.to.slice(0, 7)) {
    months.push(month);
    const [year, value] = month.split('-').map(Number) as [number, number];
    month = new Date(Date.UTC(year, value, 1)).toISOString().slice(0, 7);
  }
  return months;
}

/** The KPIs of the bids sent within a period (by the day of the application, in Chile). */
export function computeKpis(applications: readonly Application[], period: Period): Kpis {
  const within = applications.filter((entry) => inPeriod(entry.fechaPostulacion, period));
  const won = within.filter((entry) => entry.resultado === 'ganada');
  const lost = within.filter((entry) => entry.resultado === 'perdida');
  const decided = won.length + lost.length;
  const months = group(within, (entry) => [chileDayKey(entry.fechaPostulacion)!.slice(0, 7)]);
  const byMonth = monthsOf(period).map(
    (key) => months.find((entry) => entry.key === key) ?? { key, applied: 0, won: 0, awarded: 0 },
  );
  const bySize = (a: Group, b: Group) => b.applied - a.applied || a.key.localeCompare(b.key, 'es');
  return {
    applied: within.length,
    won: won.length,
    lost: lost.length,
    pending: within.length - decided,
    winRate: decided === 0 ? null : won.length / decided,
    awardedAmount: won.reduce((sum, entry) => sum + (entry.montoAdjudicado ?? 0), 0),
    averageDaysToApply: averageDaysToApply(within),
    fromSavedSearches: within.filter((entry) => entry.encontradaEn !== null).length,
    byMonth,
    byTag: group(within, (entry) =>
      entry.etiquetas.length ? entry.etiquetas : ['Sin etiqueta'],
    ).sort(bySize),
    byRegion: group(within, (entry) => [entry.region]).sort(bySize),
    byProcedencia: group(within, (entry) => [entry.procedencia]).sort(bySize),
  };
}
