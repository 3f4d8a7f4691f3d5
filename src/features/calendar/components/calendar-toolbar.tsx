import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { ViewSwitch } from '@/components/blocks/view-switch';

import type { CalendarView } from '../lib/calendar-events';

/** Back, today and forward, the period's title, and the month, week or agenda switch. */
export function CalendarToolbar({
  view,
  title,
  onShift,
  onToday,
  onView,
}: {
  view: CalendarView;
  title: string;
  onShift: (direction: 1 | -1) => void;
  onToday: () => void;
  onView: (view: CalendarView) => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label="Período anterior"
          onClick={() => onShift(-1)}
        >
          <ChevronLeftIcon aria-hidden />
        </Button>
        <Button variant="outline" onClick={onToday}>
          Hoy
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-label="Período siguiente"
          onClick={() => onShift(1)}
        >
          <ChevronRightIcon aria-hidden />
        </Button>
        <h2 className="ml-1 text-lg font-semibold first-letter:uppercase" aria-live="polite">
          {title}
        </h2>
      </div>
      <ViewSwitch
        label="Vista del calendario"
        value={view}
        onChange={onView}
        options={[
          { value: 'mes', label: 'Mes' },
          { value: 'semana', label: 'Semana' },
          { value: 'agenda', label: 'Agenda' },
        ]}
      />
    </div>
  );
}
