import { useQuery } from '@tanstack/react-query';
import {
  CalendarPlusIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  DownloadIcon,
  ExternalLinkIcon,
} from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { Card, CardNote } from '@/components/blocks/card';
import { ViewSwitch } from '@/components/blocks/view-switch';
import { LoadError } from '@/components/feedback/load-error';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { tagsQueryOptions } from '@/entities/tag/api/get-tags';
import { tasksQueryOptions } from '@/entities/task/api/get-tasks';
import { chileDayKey, chileTimeOfDay } from '@/lib/chile-time';
import { cn } from '@/lib/cn';
import { formatChileDate } from '@/lib/format';
import { saveTextFile } from '@/lib/save-file';
import { toast } from '@/lib/toast';

import { followedOpportunitiesQueryOptions } from '../api/get-followed-opportunities';
import {
  buildEvents,
  EVENT_KIND_LABELS,
  EVENT_KIND_STYLES,
  EVENT_KINDS,
  eventsByDay,
  filterEvents,
  monthWeeks,
  shiftAnchor,
  viewRange,
  type CalendarEvent,
  type CalendarView,
  type EventKind,
} from '../lib/calendar-events';
import { googleCalendarLink } from '../lib/google-calendar';

const WEEKDAYS = ['lun', 'mar', 'mié', 'jue', 'vie', 'sáb', 'dom'];
const WEEKDAY_NAMES = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];
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
function longDay(day: string) {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${date} de ${MONTHS[month - 1]} de ${year}`;
}

function weekdayName(day: string) {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return WEEKDAY_NAMES[(new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7]!;
}

function eventHref(event: CalendarEvent) {
  if (event.kind === 'tarea' && event.taskId !== null) {
    return paths.dashboard.tasks.getHref({ taskId: event.taskId });
  }
  return paths.dashboard.opportunity.getHref(event.opportunity!.codigo);
}

const absolute = (href: string) => new URL(href, window.location.origin).toString();

/** Builds and downloads an .ics file; the generator loads on the first export. */
async function downloadIcs(events: readonly CalendarEvent[], fileName: string, name: string) {
  if (events.length === 0) {
    toast.info('No hay eventos para exportar con estos filtros.');
    return;
  }
  try {
    const { buildIcs } = await import('../lib/ics');
    const text = buildIcs(events, name, (event) => absolute(eventHref(event)));
    saveTextFile({ fileName, mimeType: 'text/calendar;charset=utf-8', text });
  } catch {
    toast.error('No se pudo generar el archivo .ics. Inténtalo de nuevo.');
  }
}

/**
 * /dashboard/calendario: every date that matters for the opportunities the company follows
 * (tagged, or with tasks) and the tasks due, by month, week or agenda, in Chile's time; each
 * event opens its opportunity or task, and goes to a phone's calendar as .ics or to Google's.
 */
export function CalendarPage({ companyId }: { companyId: number }) {
  const [params, setParams] = useSearchParams();
  const view =
    (['mes', 'semana', 'agenda'] as const).find((entry) => entry === params.get('vista')) ?? 'mes';
  const today = chileDayKey(new Date())!;
  const anchor = /^\d{4}-\d{2}-\d{2}$/.test(params.get('fecha') ?? '')
    ? params.get('fecha')!
    : today;
  const [kinds, setKinds] = useState<ReadonlySet<EventKind>>(() => new Set(EVENT_KINDS));
  const [tagId, setTagId] = useState<string | null>(null);

  const followed = useQuery(followedOpportunitiesQueryOptions(companyId));
  const tasks = useQuery(tasksQueryOptions({ companyId }));
  const tags = useQuery(tagsQueryOptions({ companyId }));

  const allEvents = useMemo(
    () => buildEvents(followed.data ?? [], tasks.data ?? []),
    [followed.data, tasks.data],
  );
  const events = useMemo(
    () => filterEvents(allEvents, { kinds, tagId }),
    [allEvents, kinds, tagId],
  );
  const range = viewRange(view, anchor);
  const inView = events.filter((event) => event.day >= range.from && event.day <= range.to);
  const byDay = useMemo(() => eventsByDay(events), [events]);

  const update = (next: { vista?: CalendarView; fecha?: string }) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next.vista) copy.set('vista', next.vista);
        if (next.fecha) copy.set('fecha', next.fecha);
        return copy;
      },
      { replace: true },
    );

  const title =
    view === 'mes'
      ? `${MONTHS[Number(anchor.slice(5, 7)) - 1]} de ${anchor.slice(0, 4)}`
      : `${longDay(range.from)} al ${longDay(range.to)}`;
  const tag = tags.data?.map((entry) => entry.tag).find((entry) => entry.id === tagId);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label="Período anterior"
            onClick={() => update({ fecha: shiftAnchor(view, anchor, -1) })}
          >
            <ChevronLeftIcon aria-hidden />
          </Button>
          <Button variant="outline" onClick={() => update({ fecha: today })}>
            Hoy
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label="Período siguiente"
            onClick={() => update({ fecha: shiftAnchor(view, anchor, 1) })}
          >
            <ChevronRightIcon aria-hidden />
          </Button>
          <h2 className="ml-1 text-lg font-semibold first-letter:uppercase" aria-live="polite">
            {title}
          </h2>
        </div>
        <ViewSwitch
          label="Vista del calendario"
          value={view}
          onChange={(next) => update({ vista: next })}
          options={[
            { value: 'mes', label: 'Mes' },
            { value: 'semana', label: 'Semana' },
            { value: 'agenda', label: 'Agenda' },
          ]}
        />
      </div>

      <Card className="flex flex-col gap-3 p-3 lg:flex-row lg:items-end lg:justify-between">
        <fieldset className="flex flex-wrap gap-x-4 gap-y-2">
          <legend className="mb-2 text-sm font-medium">Tipos de fecha</legend>
          {EVENT_KINDS.map((kind) => (
            <div key={kind} className="flex items-center gap-2">
              <Checkbox
                id={`calendar-kind-${kind}`}
                checked={kinds.has(kind)}
                onCheckedChange={(checked) =>
                  setKinds((current) => {
                    const next = new Set(current);
                    if (checked === true) next.add(kind);
                    else next.delete(kind);
                    return next;
                  })
                }
              />
              <Label htmlFor={`calendar-kind-${kind}`} className="font-normal">
                <span
                  className={cn('size-2.5 rounded-full border', EVENT_KIND_STYLES[kind])}
                  aria-hidden
                />
                {EVENT_KIND_LABELS[kind]}
              </Label>
            </div>
          ))}
        </fieldset>
        <div className="flex flex-wrap items-end gap-2">
          <SelectField
            label="Etiqueta"
            className="min-w-44"
            value={tagId ?? 'todas'}
            onChange={(value) => setTagId(value === 'todas' ? null : value)}
            options={[
              { value: 'todas', label: 'Todas las etiquetas' },
              ...(tags.data ?? []).map(({ tag: entry }) => ({
                value: entry.id,
                label: entry.name,
              })),
            ]}
          />
          <Button
            variant="outline"
            onClick={() =>
              void downloadIcs(inView, `oportuna-${view}-${anchor}.ics`, `Oportuna: ${title}`)
            }
          >
            <DownloadIcon aria-hidden />
            Exportar vista (.ics)
          </Button>
          {tag && (
            <Button
              variant="outline"
              onClick={() =>
                void downloadIcs(
                  allEvents.filter((event) => event.tags.some((entry) => entry.id === tagId)),
                  `oportuna-etiqueta-${tag.name}.ics`,
                  `Oportuna: ${tag.name}`,
                )
              }
            >
              <DownloadIcon aria-hidden />
              Exportar etiqueta {tag.name} (.ics)
            </Button>
          )}
        </div>
      </Card>

      {followed.isPending || tasks.isPending ? (
        <Skeleton className="h-[480px] rounded-xl" />
      ) : followed.isError ? (
        <LoadError
          message="No pudimos cargar las fechas del calendario."
          onRetry={() => void followed.refetch()}
        />
      ) : view === 'mes' ? (
        <MonthView month={anchor.slice(0, 7)} today={today} byDay={byDay} />
      ) : view === 'semana' ? (
        <WeekView from={range.from} today={today} byDay={byDay} />
      ) : (
        <AgendaView events={inView} />
      )}
      {!followed.isPending && followed.data?.length === 0 && (
        <p className="text-sm text-muted-foreground">
          Aún no sigues oportunidades: etiqueta una o crea una tarea para ver sus fechas aquí.
        </p>
      )}
    </div>
  );
}

function EventChip({ event }: { event: CalendarEvent }) {
  return (
    <Popover>
      <PopoverTrigger asChild>
        <button
          type="button"
          className={cn(
            'w-full truncate rounded border px-1.5 py-0.5 text-left text-xs',
            EVENT_KIND_STYLES[event.kind],
          )}
          title={event.title}
        >
          <span className="tabular-nums">{chileTimeOfDay(event.start)}</span> {event.title}
        </button>
      </PopoverTrigger>
      <PopoverContent className="w-80">
        <EventDetails event={event} />
      </PopoverContent>
    </Popover>
  );
}

function EventDetails({ event }: { event: CalendarEvent }) {
  const href = eventHref(event);
  return (
    <div className="flex flex-col gap-2 text-sm">
      <span className={cn('w-fit rounded border px-1.5 text-xs', EVENT_KIND_STYLES[event.kind])}>
        {EVENT_KIND_LABELS[event.kind]}
      </span>
      <p className="font-medium">{event.title}</p>
      <p className="text-xs text-muted-foreground">
        {formatChileDate(event.start, 'dateTime')} · {event.detail}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm">
          <Link to={href}>{event.kind === 'tarea' ? 'Abrir tarea' : 'Abrir oportunidad'}</Link>
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => void downloadIcs([event], `${event.id.split('@')[0]}.ics`, 'Oportuna')}
        >
          <DownloadIcon aria-hidden />
          Descargar .ics
        </Button>
        <Button asChild size="sm" variant="outline">
          <a
            href={googleCalendarLink(event, absolute(href))}
            target="_blank"
            rel="noopener noreferrer"
          >
            <CalendarPlusIcon aria-hidden />
            Añadir a Google Calendar
            <ExternalLinkIcon aria-hidden />
          </a>
        </Button>
      </div>
    </div>
  );
}

const MAX_IN_CELL = 3;

function MonthView({
  month,
  today,
  byDay,
}: {
  month: string;
  today: string;
  byDay: Map<string, CalendarEvent[]>;
}) {
  return (
    <Card className="overflow-x-auto">
      <table className="w-full min-w-[720px] table-fixed border-collapse text-sm">
        <caption className="sr-only">Calendario del mes</caption>
        <thead>
          <tr>
            {WEEKDAYS.map((name, index) => (
              <th
                key={name}
                scope="col"
                abbr={WEEKDAY_NAMES[index]}
                className="border-b p-2 text-xs font-medium text-muted-foreground uppercase"
              >
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const events = byDay.get(day) ?? [];
                const outside = day.slice(0, 7) !== month;
                return (
                  <td
                    key={day}
                    aria-label={`${weekdayName(day)} ${longDay(day)}, ${events.length} ${events.length === 1 ? 'evento' : 'eventos'}`}
                    className={cn(
                      'h-28 border p-1 align-top',
                      outside && 'bg-muted/40 text-muted-foreground',
                    )}
                  >
                    <div
                      className={cn(
                        'mb-1 flex size-6 items-center justify-center rounded-full text-xs',
                        day === today && 'bg-primary font-semibold text-primary-foreground',
                      )}
                    >
                      {Number(day.slice(8))}
                    </div>
                    <ul className="flex flex-col gap-0.5">
                      {events.slice(0, MAX_IN_CELL).map((event) => (
                        <li key={event.id}>
                          <EventChip event={event} />
                        </li>
                      ))}
                    </ul>
                    {events.length > MAX_IN_CELL && <DayOverflow day={day} events={events} />}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

function DayOverflow({ day, events }: { day: string; events: CalendarEvent[] }) {
  return (
    <Popover>
      <PopoverTrigger asChild>
        {/* 24 px tall at least: a target WCAG 2.2 (2.5.8) lets a finger or shaky hand hit. */}
        <button
          type="button"
          className="-mx-1 inline-flex min-h-6 min-w-6 items-center rounded px-1 text-xs font-medium text-primary hover:underline"
        >
          {events.length - MAX_IN_CELL} más
        </button>
      </PopoverTrigger>
      <PopoverContent className="flex w-80 flex-col gap-1">
        <p className="text-sm font-medium first-letter:uppercase">
          {weekdayName(day)} {longDay(day)}
        </p>
        <ul className="flex flex-col gap-1">
          {events.map((event) => (
            <li key={event.id}>
              <EventChip event={event} />
            </li>
          ))}
        </ul>
      </PopoverContent>
    </Popover>
  );
}

function WeekView({
  from,
  today,
  byDay,
}: {
  from: string;
  today: string;
  byDay: Map<string, CalendarEvent[]>;
}) {
  const days = Array.from({ length: 7 }, (_, index) => {
    const [year, month, date] = from.split('-').map(Number) as [number, number, number];
    return new Date(Date.UTC(year, month - 1, date + index)).toISOString().slice(0, 10);
  });
  return (
    <ol className="grid gap-2 md:grid-cols-7">
      {days.map((day) => {
        const events = byDay.get(day) ?? [];
        return (
          <Card
            as="li"
            key={day}
            className={cn('flex min-h-40 flex-col gap-1 p-2', day === today && 'border-primary')}
          >
            <h3 className="text-xs font-semibold first-letter:uppercase">
              {weekdayName(day)} {Number(day.slice(8))}
            </h3>
            {events.length === 0 ? (
              <p className="text-xs text-muted-foreground">Sin eventos</p>
            ) : (
              <ul className="flex flex-col gap-1">
                {events.map((event) => (
                  <li key={event.id}>
                    <EventChip event={event} />
                  </li>
                ))}
              </ul>
            )}
          </Card>
        );
      })}
    </ol>
  );
}

function AgendaView({ events }: { events: CalendarEvent[] }) {
  const byDay = eventsByDay(events);
  if (events.length === 0) {
    return <CardNote>No hay eventos en los próximos 30 días con estos filtros.</CardNote>;
  }
  return (
    <ol className="flex flex-col gap-3">
      {[...byDay].map(([day, list]) => (
        <Card as="li" key={day} className="p-3">
          <h3 className="mb-2 text-sm font-semibold first-letter:uppercase">
            {weekdayName(day)} {longDay(day)}
          </h3>
          <ul className="flex flex-col divide-y">
            {list.map((event) => (
              <li key={event.id} className="flex flex-col gap-2 py-2 sm:flex-row sm:items-start">
                <span className="w-14 shrink-0 text-sm tabular-nums">
                  {chileTimeOfDay(event.start)}
                </span>
                <div className="min-w-0 flex-1">
                  <EventDetails event={event} />
                </div>
              </li>
            ))}
          </ul>
        </Card>
      ))}
    </ol>
  );
}
