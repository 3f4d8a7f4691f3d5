import { saveTextFile } from '@/lib/save-file';
import { toast } from '@/lib/toast';

import type { CalendarEvent } from './calendar-events';
import { absolute, eventHref } from './event-links';

/** Builds and downloads an .ics file; the generator loads on the first export. */
export async function downloadIcs(
  events: readonly CalendarEvent[],
  fileName: string,
  name: string,
) {
  if (events.length === 0) {
    toast.info('No hay eventos para exportar con estos filtros.');
    return;
  }
  try {
    const { buildIcs } = await import('./ics');
    const text = buildIcs(events, name, (event) => absolute(eventHref(event)));
    saveTextFile({ fileName, mimeType: 'text/calendar;charset=utf-8', text });
  } catch {
    toast.error('No se pudo generar el archivo .ics. Inténtalo de nuevo.');
  }
}
