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
  if (applications.length === 0) return null;
  const days = applications.map(daysToApply).sort((a, b) => a - b);
  const middle = days.length >> 1;
  const median = days.length % 2 === 1 ? days[middle]! : (days[middle - 1]! + days[middle]!) / 2;
  return Math.max(1, Math.ceil(median));
}
