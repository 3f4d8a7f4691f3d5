import { paths } from '@/config/paths';

import type { CalendarEvent } from './calendar-events';

/** Where an event opens in the app: its task, or its opportunity. */
export function eventHref(event: CalendarEvent) {
  if (event.kind === 'tarea' && event.taskId !== null) {
    return paths.dashboard.tasks.getHref({ taskId: event.taskId });
  }
  return paths.dashboard.opportunity.getHref(event.opportunity!.codigo);
}

/** An app path as a full URL, for a calendar app outside the app. */
export const absolute = (href: string) => new URL(href, window.location.origin).toString();
