import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { chileTimeOfDay } from '@/lib/chile-time';
import { cn } from '@/lib/cn';

import { EVENT_KIND_STYLES, type CalendarEvent } from '../lib/calendar-events';
import { EventDetails } from './event-details';

/** An event in a day: its time and title, opening its details. */
export function EventChip({ event }: { event: CalendarEvent }) {
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
