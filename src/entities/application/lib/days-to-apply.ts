import { inPeriod, presetPeriod, PERIOD_PRESETS, type PeriodPreset } from '@/lib/periods';

import type { Application } from '../api/application-schema';

const DAY_MS = 86_400_000;

type Dated = Pick<Application, 'fechaPublicacion' | 'fechaPostulacion'>;

/** Days from a bid's publication to the company's application (fractions of a day kept). */
export const daysToApply = (application: Dated) =>
  (Date.parse(application.fechaPostulacion) - Date.parse(application.fechaPublicacion)) / DAY_MS;

/** The mean of the bids' days from publication to application; null with no bid. */
export function averageDaysToApply(applications: readonly Dated[]): number | null {
  if (applications.length === 0) return null;
  return applications.reduce((sum, entry) => sum + daysToApply(entry), 0) / applications.length;
}

/**
 * The period the team's usual time to apply is told over where no period is chosen (the
 * scorecard): the KPIs' default, so both pages give the same number (issue 36).
 */
export const USUAL_PERIOD: PeriodPreset = '6m';

/** The team's usual time to apply: the mean over the bids sent in `USUAL_PERIOD` to today. */
export function usualDaysToApply(applications: readonly Dated[], today: string) {
  const period = presetPeriod(USUAL_PERIOD, today);
  return {
    days: averageDaysToApply(
      applications.filter((entry) => inPeriod(entry.fechaPostulacion, period)),
    ),
    periodLabel: PERIOD_PRESETS[USUAL_PERIOD].toLocaleLowerCase('es-CL'),
  };
}
