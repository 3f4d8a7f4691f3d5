import { Card } from '@/components/blocks/card';
import { cn } from '@/lib/cn';

import type { CalendarEvent } from '../lib/calendar-events';
import { weekdayName } from '../lib/day-names';
import { EventChip } from './event-chip';

/** The seven days from `from`, each with its events. */
export function WeekView({
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
