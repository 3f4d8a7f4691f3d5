import ical from 'ical-generator';

import { chileDateParts } from '@/lib/format';

import type { CalendarEvent } from './calendar-events';

/**
 * Chile continental's time zone as RFC 5545 writes it: UTC-4 from the first Sunday of April,
 * UTC-3 from the first Sunday of September (both at 00:00 local time). With it, each event's
 * TZID time means the same instant in any calendar app.
 */
export const SANTIAGO_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:America/Santiago',
  'X-LIC-LOCATION:America/Santiago',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0300',
  'TZOFFSETTO:-0400',
  'TZNAME:-04',
  'DTSTART:19700405T000000',
  'RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1SU',
  'END:STANDARD',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0300',
  'TZNAME:-03',
  'DTSTART:19700906T000000',
  'RRULE:FREQ=YEARLY;BYMONTH=9;BYDAY=1SU',
  'END:DAYLIGHT',
  'END:VTIMEZONE',
].join('\r\n');

/** Chile's wall-clock time of an instant, as the local time a TZID event is written in. */
function chileLocal(instant: string | number) {
  const parts = chileDateParts(instant)!;
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:00`;
}

const EVENT_MINUTES = 30;

/**
 * An .ics file (RFC 5545) of the events: each one half an hour from its instant, in
 * America/Santiago, with a link back to its page in Oportuna.
 */
export function buildIcs(
  events: readonly CalendarEvent[],
  name: string,
  linkFor: (event: CalendarEvent) => string,
) {
  const calendar = ical({
    name,
    prodId: { company: 'Oportuna', product: 'Calendario', language: 'ES' },
    timezone: { name: 'America/Santiago', generator: () => SANTIAGO_VTIMEZONE },
  });
  for (const event of events) {
    const start = Date.parse(event.start);
    calendar.createEvent({
      id: event.id,
      start: chileLocal(start),
      end: chileLocal(start + EVENT_MINUTES * 60_000),
      timezone: 'America/Santiago',
      summary: event.title,
      description: `${event.detail}\n${linkFor(event)}`,
      url: linkFor(event),
      stamp: new Date(),
    });
  }
  return calendar.toString();
}
