import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';

import { LoadError } from '@/components/feedback/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { tagsQueryOptions } from '@/entities/tag/api/get-tags';
import { tasksQueryOptions } from '@/entities/task/api/get-tasks';

import { followedOpportunitiesQueryOptions } from '../api/get-followed-opportunities';
import { useCalendarParams } from '../hooks/use-calendar-params';
import {
  buildEvents,
  EVENT_KINDS,
  eventsByDay,
  filterEvents,
  shiftAnchor,
  viewRange,
  type EventKind,
} from '../lib/calendar-events';
import { longDay, monthTitle } from '../lib/day-names';
import { downloadIcs } from '../lib/download-ics';
import { AgendaView } from './agenda-view';
import { CalendarFilterBar } from './calendar-filter-bar';
import { CalendarToolbar } from './calendar-toolbar';
import { MonthView } from './month-view';
import { WeekView } from './week-view';

/**
 * /dashboard/calendario: every date that matters for the opportunities the company follows
 * (tagged, or with tasks) and the tasks due, by month, week or agenda, in Chile's time; each
 * event opens its opportunity or task, and goes to a phone's calendar as .ics or to Google's.
 */
export function CalendarPage({ companyId }: { companyId: number }) {
  const { view, anchor, today, update } = useCalendarParams();
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

  const title =
    view === 'mes' ? monthTitle(anchor) : `${longDay(range.from)} al ${longDay(range.to)}`;
  const tagList = tags.data?.map((entry) => entry.tag) ?? [];
  const tag = tagList.find((entry) => entry.id === tagId);
  const failed = [followed, tasks].filter((query) => query.isError);

  return (
    <div className="flex flex-col gap-4">
      <CalendarToolbar
        view={view}
        title={title}
        onShift={(direction) => update({ fecha: shiftAnchor(view, anchor, direction) })}
        onToday={() => update({ fecha: today })}
        onView={(next) => update({ vista: next })}
      />
      <CalendarFilterBar
        kinds={kinds}
        onToggleKind={(kind, shown) =>
          setKinds((current) => {
            const next = new Set(current);
            if (shown) next.add(kind);
            else next.delete(kind);
            return next;
          })
        }
        tags={tagList}
        tagId={tagId}
        onTagChange={setTagId}
        onExportView={() =>
          void downloadIcs(inView, `oportuna-${view}-${anchor}.ics`, `Oportuna: ${title}`)
        }
        tag={tag}
        onExportTag={(chosen) =>
          void downloadIcs(
            allEvents.filter((event) => event.tags.some((entry) => entry.id === chosen.id)),
            `oportuna-etiqueta-${chosen.name}.ics`,
            `Oportuna: ${chosen.name}`,
          )
        }
      />

      {followed.isPending || tasks.isPending ? (
        <Skeleton className="h-[480px] rounded-xl" />
      ) : failed.length > 0 ? (
        <LoadError
          message={
            followed.isError
              ? 'No pudimos cargar las fechas del calendario.'
              : 'No pudimos cargar las tareas del calendario.'
          }
          onRetry={() => {
            for (const query of failed) void query.refetch();
          }}
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
