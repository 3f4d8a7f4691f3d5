/** The calendar's Spanish day and month words (Chile's calendars start the week on Monday). */
export const WEEKDAYS = ['lun', 'mar', 'mié', 'jue', 'vie', 'sáb', 'dom'];
export const WEEKDAY_NAMES = [
  'lunes',
  'martes',
  'miércoles',
  'jueves',
  'viernes',
  'sábado',
  'domingo',
];
const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** '25 de noviembre de 2026' of a day key. */
export function longDay(day: string) {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${date} de ${MONTHS[month - 1]} de ${year}`;
}

export function weekdayName(day: string) {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return WEEKDAY_NAMES[(new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7]!;
}

/** 'noviembre de 2026' of a day key. */
export function monthTitle(day: string) {
  return `${MONTHS[Number(day.slice(5, 7)) - 1]} de ${day.slice(0, 4)}`;
}
