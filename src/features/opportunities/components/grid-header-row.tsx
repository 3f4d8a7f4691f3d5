import type { CSSProperties } from 'react';

import { SortableHeader } from '@/components/blocks/sortable-header';
import { cn } from '@/lib/cn';

import type { ColumnConfig } from '../lib/column-config';
import type { GridSort } from '../lib/grid-view';
import type { PinnedPlace } from '../lib/pinned-columns';
import { cycleSort } from '../lib/process-rows';
import { COLUMN_DEFS, pinnedCell } from './result-columns';
import { SelectAllCheckbox } from './select-all-checkbox';

/** The desktop header row: select all, and a sort button on each sortable column. */
export function GridHeaderRow({
  shown,
  pins,
  gridStyle,
  sort,
  onSortChange,
  allSelected,
  onToggleAll,
}: {
  shown: ColumnConfig[];
  pins: ReadonlyMap<string, PinnedPlace>;
  gridStyle: CSSProperties;
  sort: GridSort;
  onSortChange: (sort: GridSort) => void;
  allSelected: boolean;
  onToggleAll: () => void;
}) {
  return (
    <div
      role="row"
      aria-rowindex={1}
      className="sticky top-0 z-10 grid border-b bg-muted text-xs font-semibold text-muted-foreground"
      style={gridStyle}
    >
      {shown.map((column) => {
        const def = COLUMN_DEFS[column.id]!;
        const pinned = pinnedCell(pins.get(column.id));
        const cellClass = cn(
          'flex h-11 items-center px-2',
          def.align === 'end' && 'justify-end',
          pinned.className,
        );
        if (column.id !== 'select' && def.sortable) {
          return (
            <SortableHeader
              key={column.id}
              cell="div"
              showUnsorted
              className={cellClass}
              style={pinned.style}
              buttonClassName="-mx-1 rounded px-1 py-1 uppercase hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
              direction={sort?.columnId === column.id ? sort.direction : null}
              onSort={() => onSortChange(cycleSort(sort, column.id))}
            >
              {column.label}
            </SortableHeader>
          );
        }
        return (
          <div key={column.id} role="columnheader" className={cellClass} style={pinned.style}>
            {column.id === 'select' ? (
              <SelectAllCheckbox checked={allSelected} onToggle={onToggleAll} />
            ) : (
              <span className="uppercase">{column.label}</span>
            )}
          </div>
        );
      })}
    </div>
  );
}
