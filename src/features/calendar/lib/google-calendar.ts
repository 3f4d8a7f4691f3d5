import type { CalendarEvent } from './calendar-events';

const utcStamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** 'Añadir a Google Calendar': Google's own event template link (UTC times, Chile's zone). */
export function googleCalendarLink(event: CalendarEvent, link: string) {
  const start = Date.parse(event.start);
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${utcStamp(start)}/${utcStamp(start + 30 * 60_000)}`,
    details: `${event.detail}\n${link}`,
    ctz: 'America/Santiago',
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
