import { DownloadIcon } from 'lucide-react';

import { Card } from '@/components/blocks/card';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import type { Tag } from '@/entities/tag/api/tag-schema';

import type { EventKind } from '../lib/calendar-events';
import { EventKindFilter } from './event-kind-filter';

/** The kinds and the tag the calendar shows, and the .ics exports of the view and of the tag. */
export function CalendarFilterBar({
  kinds,
  onToggleKind,
  tags,
  tagId,
  onTagChange,
  onExportView,
  tag,
  onExportTag,
}: {
  kinds: ReadonlySet<EventKind>;
  onToggleKind: (kind: EventKind, shown: boolean) => void;
  tags: readonly Tag[];
  tagId: string | null;
  onTagChange: (tagId: string | null) => void;
  onExportView: () => void;
  /** The chosen tag, when there is one: its events can be exported on their own. */
  tag: Tag | undefined;
  onExportTag: (tag: Tag) => void;
}) {
  return (
    <Card className="flex flex-col gap-3 p-3 lg:flex-row lg:items-end lg:justify-between">
      <EventKindFilter kinds={kinds} onToggle={onToggleKind} />
      <div className="flex flex-wrap items-end gap-2">
        <SelectField
          label="Etiqueta"
          className="min-w-44"
          value={tagId ?? 'todas'}
          onChange={(value) => onTagChange(value === 'todas' ? null : value)}
          options={[
            { value: 'todas', label: 'Todas las etiquetas' },
            ...tags.map((entry) => ({ value: entry.id, label: entry.name })),
          ]}
        />
        <Button variant="outline" onClick={onExportView}>
          <DownloadIcon aria-hidden />
          Exportar vista (.ics)
        </Button>
        {tag && (
          <Button variant="outline" onClick={() => onExportTag(tag)}>
            <DownloadIcon aria-hidden />
            Exportar etiqueta {tag.name} (.ics)
          </Button>
        )}
      </div>
    </Card>
  );
}
