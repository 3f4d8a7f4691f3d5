import type { TagChip } from '@/entities/tag/api/tag-schema';
import type { Task } from '@/entities/task/api/task-schema';
import { addDays, chileDayKey, weekdayOf } from '@/lib/chile-time';

import type { FollowedOpportunity } from '../api/get-followed-opportunities';

/** The dates that matter for a followed opportunity, and tasks due (decision 0022). */
export const EVENT_KINDS = [
  'publicacion',
  'cierre_preguntas',
  'publicacion_respuestas',
  'visita_terreno',
  'cierre',
  'adjudicacion_estimada',
  'tarea',
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export const EVENT_KIND_LABELS: Readonly<Record<EventKind, string>> = {
  publicacion: 'Publicación',
  cierre_preguntas: 'Cierre de preguntas',
  publicacion_respuestas: 'Publicación de respuestas',
  visita_terreno: 'Visita a terreno',
  cierre: 'Cierre de ofertas',
  adjudicacion_estimada: 'Adjudicación estimada',
  tarea: 'Tarea',
};

/** Tailwind classes per kind: the dot and the chip; the text always says the kind as well. */
export const EVENT_KIND_STYLES: Readonly<Record<EventKind, string>> = {
  publicacion: 'bg-sky-100 text-sky-900 border-sky-300',
  cierre_preguntas: 'bg-amber-100 text-amber-900 border-amber-300',
  publicacion_respuestas: 'bg-teal-100 text-teal-900 border-teal-300',
  visita_terreno: 'bg-violet-100 text-violet-900 border-violet-300',
  cierre: 'bg-red-100 text-red-900 border-red-300',
  adjudicacion_estimada: 'bg-emerald-100 text-emerald-900 border-emerald-300',
  tarea: 'bg-slate-100 text-slate-900 border-slate-300',
};

export type CalendarEvent = {
  /** Stable across exports: a calendar app updates the event instead of adding a second one. */
  id: string;
  kind: EventKind;
  title: string;
  /** ISO instant. */
  start: string;
  /** The Chile day it falls on ('yyyy-MM-dd'). */
  day: string;
  opportunity: { codigo: string; nombre: string | null } | null;
  taskId: number | null;
  tags: TagChip[];
  /** A line for details (the buyer, the assignee). */
  detail: string;
};

const OPPORTUNITY_DATES: readonly [EventKind, keyof FollowedOpportunity['fechas']][] = [
  ['publicacion', 'publicacion'],
  ['cierre_preguntas', 'cierrePreguntas'],
  ['publicacion_respuestas', 'publicacionRespuestas'],
  ['visita_terreno', 'visitaTerreno'],
  ['cierre', 'cierre'],
  ['adjudicacion_estimada', 'adjudicacionEstimada'],
];

/** Every dated event of the followed opportunities and of the tasks with a due date, by time. */
export function buildEvents(
  opportunities: readonly FollowedOpportunity[],
  tasks: readonly Task[],
): CalendarEvent[] {
  const tagsByCode = new Map(opportunities.map((entry) => [entry.codigo, entry.etiquetas]));
  const events: CalendarEvent[] = [];
  for (const opportunity of opportunities) {
    for (const [kind, field] of OPPORTUNITY_DATES) {
      const start = opportunity.fechas[field];
      const day = start ? chileDayKey(start) : null;
      if (!start || !day) continue;
      events.push({
        id: `${kind}-${opportunity.codigo}@oportuna.cl`,
        kind,
        title: `${EVENT_KIND_LABELS[kind]}: ${opportunity.nombre}`,
        start,
        day,
        opportunity: { codigo: opportunity.codigo, nombre: opportunity.nombre },
        taskId: null,
        tags: opportunity.etiquetas,
        detail: `${opportunity.codigo} · ${opportunity.entidad}`,
      });
    }
  }
  for (const task of tasks) {
    const day = task.dueAt ? chileDayKey(task.dueAt) : null;
    if (!task.dueAt || !day || task.status === 'hecha') continue;
    events.push({
      id: `tarea-${task.id}@oportuna.cl`,
      kind: 'tarea',
      title: `Tarea: ${task.title}`,
      start: task.dueAt,
      day,
      opportunity: task.opportunity,
      taskId: task.id,
      tags: task.opportunity ? (tagsByCode.get(task.opportunity.codigo) ?? []) : [],
      detail: task.assignee ? `Responsable: ${task.assignee.name}` : 'Sin asignar',
    });
  }
  return events.sort((a, b) => a.start.localeCompare(b.start) || a.id.localeCompare(b.id));
}

export type CalendarFilters = { kinds: ReadonlySet<EventKind>; tagId: string | null };

export function filterEvents(events: readonly CalendarEvent[], filters: CalendarFilters) {
  return events.filter(
    (event) =>
      filters.kinds.has(event.kind) &&
      (filters.tagId === null || event.tags.some((tag) => tag.id === filters.tagId)),
  );
}

/** Weeks start on Monday, as Chilean calendars do. */
export function startOfWeek(day: string) {
  return addDays(day, -((weekdayOf(day) + 6) % 7));
}

/** The month's weeks (Monday to Sunday), padded with the days of the months around it. */
export function monthWeeks(month: string): string[][] {
  const first = `${month}-01`;
  const start = startOfWeek(first);
  const weeks: string[][] = [];
  let day = start;
  do {
    weeks.push(Array.from({ length: 7 }, (_, index) => addDays(day, index)));
    day = addDays(day, 7);
  } while (day.slice(0, 7) === month);
  return weeks;
}

export type CalendarView = 'mes' | 'semana' | 'agenda';

/** The days a view shows around a day: its month's weeks, its week, or 30 days from it. */
export function viewRange(view: CalendarView, anchor: string): { from: string; to: string } {
  if (view === 'mes') {
    const weeks = monthWeeks(anchor.slice(0, 7));
    return { from: weeks[0]![0]!, to: weeks.at(-1)![6]! };
  }
  if (view === 'semana') {
    const from = startOfWeek(anchor);
    return { from, to: addDays(from, 6) };
  }
  return { from: anchor, to: addDays(anchor, 29) };
}

/** The anchor moved one view back or forward. */
export function shiftAnchor(view: CalendarView, anchor: string, direction: 1 | -1): string {
  if (view === 'mes') {
    const [year, month] = anchor.split('-').map(Number) as [number, number];
    const next = new Date(Date.UTC(year, month - 1 + direction, 1));
    return next.toISOString().slice(0, 10);
  }
  return addDays(anchor, (view === 'semana' ? 7 : 30) * direction);
}

export function eventsByDay(events: readonly CalendarEvent[]) {
  const byDay = new Map<string, CalendarEvent[]>();
  for (const event of events) {
    const list = byDay.get(event.day) ?? [];
    list.push(event);
    byDay.set(event.day, list);
  }
  return byDay;
}
