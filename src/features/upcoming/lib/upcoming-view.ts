import { z } from 'zod';

import {
  addDays,
  formatCalendarDate,
  formatDayText,
  isBusinessDay,
  parseCalendarDate,
} from '@/lib/chile-business-days';
import { foldText } from '@/lib/fold-text';
import { formatDecimal } from '@/lib/format';

import type { BacktestFigure } from '../api/get-upcoming-backtest';
import type { BuyerPlanRecord, UpcomingItem, UpcomingSource } from '../api/upcoming-schema';

/** Each source of what comes next, as the page and its 'Tipo' filter name it. */
export const UPCOMING_KIND_LABELS: Readonly<Record<UpcomingSource, string>> = {
  plan: 'Plan anual de compras',
  consulta: 'Consulta al mercado',
  intencion: 'Intención de trato directo',
  contrato: 'Contrato por terminar',
  nuevo_llamado: 'Nuevo llamado esperado',
};

/** How far ahead the page looks: expected windows starting within these many days. */
export const HORIZONS = [
  { days: 90, label: 'Próximos 90 días' },
  { days: 180, label: 'Próximos 180 días' },
  { days: 365, label: 'Próximos 12 meses' },
] as const;
export type Horizon = (typeof HORIZONS)[number]['days'];

export type UpcomingFilters = {
  kind: UpcomingSource | 'todos';
  productCode: string | 'todos';
  region: string | 'todas';
  /** Part of the buyer's name, accents and case ignored. */
  buyer: string;
  horizon: Horizon;
};

export const DEFAULT_UPCOMING_FILTERS: UpcomingFilters = {
  kind: 'todos',
  productCode: 'todos',
  region: 'todas',
  buyer: '',
  horizon: 365,
};

/** A window start earlier than another's, then the earlier end, then the id: a stable order. */
const byWindow = (a: UpcomingItem, b: UpcomingItem) =>
  a.ventana.desde.localeCompare(b.ventana.desde) ||
  a.ventana.hasta.localeCompare(b.ventana.hasta) ||
  a.id.localeCompare(b.id);

/**
 * The items that pass the filters, soonest window first. The horizon counts from `today`
 * (YYYY-MM-DD, Chile) to the window's start, so what is late (its window begun or passed) always
 * shows.
 */
export function filterUpcoming(
  items: readonly UpcomingItem[],
  filters: UpcomingFilters,
  today: string,
): UpcomingItem[] {
  const words = foldText(filters.buyer).split(/\s+/).filter(Boolean);
  const last = formatCalendarDate(addDays(parseCalendarDate(today), filters.horizon));
  return items
    .filter(
      (item) =>
        (filters.kind === 'todos' || item.fuente === filters.kind) &&
        (filters.productCode === 'todos' || item.codigosProducto.includes(filters.productCode)) &&
        (filters.region === 'todas' || item.comprador.region === filters.region) &&
        item.ventana.desde <= last &&
        words.every((word) => foldText(item.comprador.nombre).includes(word)),
    )
    .sort(byWindow);
}

/** The regions the items' buyers are in, sorted as Spanish sorts them. */
export function upcomingRegions(items: readonly UpcomingItem[]): string[] {
  return [...new Set(items.map((item) => item.comprador.region))].sort((a, b) =>
    a.localeCompare(b, 'es-CL'),
  );
}

const monthFormatter = new Intl.DateTimeFormat('es-CL', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-12' → 'diciembre de 2026'. */
export function monthLabel(month: string) {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return monthFormatter.format(new Date(Date.UTC(year, number - 1, 1)));
}

export type MonthGroup = { month: string; label: string; items: UpcomingItem[] };

/** The calendar's last group: what the source expected before today and has not come. */
export const OVERDUE_LABEL = 'Ya debió publicarse';

/**
 * The calendar's order: what is still ahead (or in its window) first, soonest window first; the
 * windows already over after it, so late lines never bury what is coming.
 */
export function calendarOrder(items: readonly UpcomingItem[], today: string): UpcomingItem[] {
  const ahead: UpcomingItem[] = [];
  const over: UpcomingItem[] = [];
  for (const item of items) (item.ventana.hasta < today ? over : ahead).push(item);
  return [...ahead, ...over];
}

/**
 * Items in calendar order (calendarOrder), grouped by the month their window starts in; those
 * whose window is over, in one last group.
 */
export function groupByMonth(items: readonly UpcomingItem[], today: string): MonthGroup[] {
  const groups: MonthGroup[] = [];
  for (const item of items) {
    const over = item.ventana.hasta < today;
    const month = over ? 'pasado' : item.ventana.desde.slice(0, 7);
    const group = groups.at(-1);
    if (group?.month === month) group.items.push(item);
    else groups.push({ month, label: over ? OVERDUE_LABEL : monthLabel(month), items: [item] });
  }
  return groups;
}

/** 'Se espera entre 01-12-2026 y 31-12-2026', or on one day 'Se espera el 01-12-2026'. */
export function windowText({ desde, hasta }: { desde: string; hasta: string }) {
  if (desde === hasta) return `Se espera el ${formatDayText(desde)}`;
  return `Se espera entre ${formatDayText(desde)} y ${formatDayText(hasta)}`;
}

const days = (value: number) => `${formatDecimal(value)} ${value === 1 ? 'día' : 'días'}`;

/**
 * The buyer's record with its plans, said: 'Historial del comprador: 12 de 18 líneas licitadas,
 * 9 a tiempo; atraso mediano 21 días'.
 */
export function planRecordText({ lineas, licitadas, aTiempo, medianaDiasAtraso }: BuyerPlanRecord) {
  if (lineas === 0) return 'Sin historial de plan';
  const tendered = `${licitadas} de ${lineas} ${lineas === 1 ? 'línea licitada' : 'líneas licitadas'}`;
  if (licitadas === 0) return `Historial del comprador: ${tendered}`;
  const late =
    medianaDiasAtraso !== null && aTiempo < licitadas
      ? `; atraso mediano ${days(medianaDiasAtraso)}`
      : '';
  return `Historial del comprador: ${tendered}, ${aTiempo} a tiempo${late}`;
}

/** A product code as the portal's catalogue (UNSPSC) writes it. */
export const PRODUCT_CODE_MESSAGE = 'Ingresa un código de 8 dígitos';
export const productCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{8}$/, PRODUCT_CODE_MESSAGE);

/**
 * The day a 'Preparar' task must be due before: the window's start, or its end once the start
 * is today or past; null when the whole window is past (a late plan line): no limit then.
 */
export function prepareDeadline(
  ventana: { desde: string; hasta: string },
  today: string,
): string | null {
  if (ventana.desde > today) return ventana.desde;
  if (ventana.hasta > today) return ventana.hasta;
  return null;
}

/**
 * A 'Preparar' task's title: 'Preparar: {descripcion}', shortened at a word with '…' to fit `max`
 * characters (the task's limit).
 */
export function prepareTitle(descripcion: string, max: number) {
  const title = `Preparar: ${descripcion}`;
  if (title.length <= max) return title;
  const cut = title.slice(0, max - 1);
  const word = cut.lastIndexOf(' ');
  return `${(word > max / 2 ? cut.slice(0, word) : cut).trimEnd()}…`;
}

/** Days before the deadline a 'Preparar' task is due by default. */
const PREPARE_LEAD_DAYS = 10;

/**
 * A 'Preparar' task's due day by default: the business day on or before 10 days ahead of the
 * deadline (10 days from today without one), never before today.
 */
export function defaultPrepareDue(deadline: string | null, today: string): string {
  let due = addDays(
    parseCalendarDate(deadline ?? today),
    deadline ? -PREPARE_LEAD_DAYS : PREPARE_LEAD_DAYS,
  );
  while (!isBusinessDay(due)) due = addDays(due, -1);
  const text = formatCalendarDate(due);
  return text < today ? today : text;
}

/** What is wrong with a 'Preparar' task's due day (YYYY-MM-DD), or null. */
export function prepareDueProblem(due: string, today: string, deadline: string | null) {
  if (due < today) return 'La fecha no puede ser anterior a hoy';
  if (deadline !== null && due >= deadline)
    return `Debe vencer antes de la fecha esperada (${formatDayText(deadline)})`;
  return null;
}

/** Below this many forecasts a figure of the backtest is marked 'pocos datos'. */
export const FEW_FORECASTS_BELOW = 10;

/** The share of forecasts that came true, or null without forecasts. */
export const hitShare = ({ pronosticos, acertados }: BacktestFigure) =>
  pronosticos > 0 ? acertados / pronosticos : null;
