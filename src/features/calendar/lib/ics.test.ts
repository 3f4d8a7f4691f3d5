import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';

import type { CalendarEvent } from './calendar-events';
import { googleCalendarLink } from './google-calendar';
import { buildIcs } from './ics';

const event = (id: string, start: string, title = `Cierre de ofertas: ${id}`): CalendarEvent => ({
  id: `${id}@oportuna.cl`,
  kind: 'cierre',
  title,
  start,
  day: start.slice(0, 10),
  opportunity: { codigo: id, nombre: 'Servicio de aseo' },
  taskId: null,
  tags: [],
  detail: `${id} · Hospital Carlos Van Buren`,
});

function parse(text: string) {
  const component = new ICAL.Component(ICAL.parse(text));
  const zone = new ICAL.Timezone(component.getFirstSubcomponent('vtimezone')!);
  ICAL.TimezoneService.register(zone);
  return component.getAllSubcomponents('vevent').map((entry) => new ICAL.Event(entry));
}

describe('buildIcs', () => {
  // Summer (UTC-3), winter (UTC-4), and both sides of the April and September changes of 2026.
  const events = [
    event('1-1-LE26', '2026-01-15T15:00:00.000Z'),
    event('2-2-LE26', '2026-07-15T14:00:00.000Z'),
    event('3-3-LE26', '2026-04-04T15:00:00.000Z'),
    event('4-4-LE26', '2026-04-05T15:00:00.000Z'),
    event('5-5-LE26', '2026-09-05T15:00:00.000Z'),
    event('6-6-LE26', '2026-09-06T15:00:00.000Z'),
    event('7-7-COT26', '2026-11-25T21:30:00.000Z', 'Cierre; con coma, y acentos: ñandú'),
  ];
  const text = buildIcs(
    events,
    'Oportuna',
    (entry) => `https://app.oportuna.cl/o/${entry.opportunity!.codigo}`,
  );

  it('writes RFC 5545 lines: CRLF, a VTIMEZONE for America/Santiago, TZID times', () => {
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain('TZID:America/Santiago');
    expect(text).toContain('DTSTART;TZID=America/Santiago:20260115T120000');
    expect(text).toContain('DTSTART;TZID=America/Santiago:20260715T100000');
    expect(text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(
      true,
    );
  });

  it('parses back to the same instants, titles and ids across daylight-saving changes', () => {
    const parsed = parse(text);
    expect(parsed).toHaveLength(events.length);
    parsed.forEach((entry, index) => {
      const original = events[index]!;
      expect(entry.uid).toBe(original.id);
      expect(entry.summary).toBe(original.title);
      expect(entry.startDate.toJSDate().toISOString()).toBe(original.start);
      expect(entry.endDate.toJSDate().getTime() - Date.parse(original.start)).toBe(30 * 60_000);
    });
  });

  it('links each event back to its page', () => {
    expect(parse(text)[0]!.description).toContain('https://app.oportuna.cl/o/1-1-LE26');
  });
});

describe('googleCalendarLink', () => {
  it('gives Google the UTC start and end and Chile as the zone', () => {
    const url = new URL(
      googleCalendarLink(event('1-1-LE26', '2026-01-15T15:00:00.000Z'), 'https://x'),
    );
    expect(url.origin).toBe('https://calendar.google.com');
    expect(url.searchParams.get('dates')).toBe('20260115T150000Z/20260115T153000Z');
    expect(url.searchParams.get('ctz')).toBe('America/Santiago');
    expect(url.searchParams.get('text')).toBe('Cierre de ofertas: 1-1-LE26');
  });
});
