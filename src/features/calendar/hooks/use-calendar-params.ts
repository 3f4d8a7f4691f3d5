import { useSearchParams } from 'react-router-dom';

import { useIsMobile } from '@/hooks/use-is-mobile';
import { chileDayKey } from '@/lib/chile-time';

import type { CalendarView } from '../lib/calendar-events';

const VIEWS = ['mes', 'semana', 'agenda'] as const;

/**
 * The calendar's URL state: ?vista (mes, semana or agenda; by default the month, and on a phone
 * the agenda, since a month of seven columns does not fit its width) and ?fecha (the day the view
 * shows, today in Chile by default). Changing them replaces the history entry.
 */
export function useCalendarParams() {
  const [params, setParams] = useSearchParams();
  const phone = useIsMobile();
  const view: CalendarView =
    VIEWS.find((entry) => entry === params.get('vista')) ?? (phone ? 'agenda' : 'mes');
  const today = chileDayKey(new Date())!;
  const anchor = /^\d{4}-\d{2}-\d{2}$/.test(params.get('fecha') ?? '')
    ? params.get('fecha')!
    : today;

  const update = (next: { vista?: CalendarView; fecha?: string }) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next.vista) copy.set('vista', next.vista);
        if (next.fecha) copy.set('fecha', next.fecha);
        return copy;
      },
      { replace: true },
    );

  return { view, anchor, today, update };
}
