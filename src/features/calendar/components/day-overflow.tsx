import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';

import type { CalendarEvent } from '../lib/calendar-events';
import { longDay, weekdayName } from '../lib/day-names';
import { EventChip } from './event-chip';

/** 'N más' under a month cell's first events: every event of that day in a popover. */
export function DayOverflow({
  day,
  events,
  hidden,
}: {
  day: string;
  events: CalendarEvent[];
  /** How many of the day's events the cell does not show. */
  hidden: number;
}) {
  return (
    <Popover>
      <PopoverTrigger asChild>
        {/* 24 px tall at least: a target WCAG 2.2 (2.5.8) lets a finger or shaky hand hit. */}
        <button
          type="button"
          className="-mx-1 inline-flex min-h-6 min-w-6 items-center rounded px-1 text-xs font-medium text-primary hover:underline"
        >
          {hidden} más
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
