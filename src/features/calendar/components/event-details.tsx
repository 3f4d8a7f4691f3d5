import { CalendarPlusIcon, DownloadIcon, ExternalLinkIcon } from 'lucide-react';
import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatChileDate } from '@/lib/format';

import { EVENT_KIND_LABELS, EVENT_KIND_STYLES, type CalendarEvent } from '../lib/calendar-events';
import { downloadIcs } from '../lib/download-ics';
import { absolute, eventHref } from '../lib/event-links';
import { googleCalendarLink } from '../lib/google-calendar';

/** One event's kind, title and when, with links to open it, download it or add it to Google. */
export function EventDetails({ event }: { event: CalendarEvent }) {
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
