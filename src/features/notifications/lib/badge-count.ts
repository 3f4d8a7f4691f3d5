/**
 * The unread badge's text (decision 0016): the count up to 99, '99+' above 99, '999+' above
 * 999; null when there is nothing to show (no unread, or a count that is not a real number).
 */
export function formatBadgeCount(count: number | null | undefined): string | null {
  if (count === null || count === undefined || !Number.isFinite(count)) return null;
  const whole = Math.floor(count);
  if (whole <= 0) return null;
  if (whole > 999) return '999+';
  if (whole > 99) return '99+';
  return String(whole);
}

/** The bell's accessible name: 'Notificaciones, 5 sin leer' (the real count, not the cap). */
export function bellLabel(count: number | null | undefined): string {
  if (formatBadgeCount(count) === null) return 'Notificaciones';
  return `Notificaciones, ${Math.floor(count!)} sin leer`;
}
