import { Card } from '@/components/blocks/card';
import { cn } from '@/lib/cn';

import { monthWeeks, type CalendarEvent } from '../lib/calendar-events';
import { longDay, WEEKDAY_NAMES, WEEKDAYS, weekdayName } from '../lib/day-names';
import { DayOverflow } from './day-overflow';
import { EventChip } from './event-chip';

const MAX_IN_CELL = 3;

/** The month as a table of weeks, Monday first; a cell shows its first three events. */
export function MonthView({
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
                    {events.length > MAX_IN_CELL && (
                      <DayOverflow day={day} events={events} hidden={events.length - MAX_IN_CELL} />
                    )}
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
