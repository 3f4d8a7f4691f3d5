import { median } from '@/lib/statistics';

import type { Application } from '../api/applications';

const DAY_MS = 86_400_000;

/** Days from a bid's publication to the company's application (fractions of a day kept). */
export const daysToApply = (
  application: Pick<Application, 'fechaPublicacion' | 'fechaPostulacion'>,
) => (Date.parse(application.fechaPostulacion) - Date.parse(application.fechaPublicacion)) / DAY_MS;

/**
 * The team's usual time to apply: the median of its bids' days from publication to application,
 * rounded up to whole days; null with no bid.
 */
export function usualDaysToApply(
  applications: readonly Pick<Application, 'fechaPublicacion' | 'fechaPostulacion'>[],
): number | null {
  const days = median(applications.map(daysToApply));
  return days === null ? null : Math.max(1, Math.ceil(days));
}
