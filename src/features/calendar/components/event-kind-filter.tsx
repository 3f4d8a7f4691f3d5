import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

import {
  EVENT_KIND_LABELS,
  EVENT_KIND_STYLES,
  EVENT_KINDS,
  type EventKind,
} from '../lib/calendar-events';

/** 'Tipos de fecha': a checkbox per kind of event, with its colour. */
export function EventKindFilter({
  kinds,
  onToggle,
}: {
  kinds: ReadonlySet<EventKind>;
  onToggle: (kind: EventKind, shown: boolean) => void;
}) {
  return (
    <fieldset className="flex flex-wrap gap-x-4 gap-y-2">
      <legend className="mb-2 text-sm font-medium">Tipos de fecha</legend>
      {EVENT_KINDS.map((kind) => (
        <div key={kind} className="flex items-center gap-2">
          <Checkbox
            id={`calendar-kind-${kind}`}
            checked={kinds.has(kind)}
            onCheckedChange={(checked) => onToggle(kind, checked === true)}
          />
          <Label htmlFor={`calendar-kind-${kind}`} className="font-normal">
            <span
              className={cn('size-2.5 rounded-full border', EVENT_KIND_STYLES[kind])}
              aria-hidden
            />
            {EVENT_KIND_LABELS[kind]}
          </Label>
        </div>
      ))}
    </fieldset>
  );
}
