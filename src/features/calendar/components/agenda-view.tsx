import { Card, CardNote } from '@/components/blocks/card';
import { chileTimeOfDay } from '@/lib/chile-time';

import { eventsByDay, type CalendarEvent } from '../lib/calendar-events';
import { longDay, weekdayName } from '../lib/day-names';
import { EventDetails } from './event-details';

/** The events of the next 30 days as a list by day, each with its details. */
export function AgendaView({ events }: { events: CalendarEvent[] }) {
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
