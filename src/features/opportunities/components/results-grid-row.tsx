import { memo, type CSSProperties, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

import type { OpportunitySummary } from '@/entities/opportunity/api/opportunity-schema';
import type { ColumnConfig } from '../lib/column-config';
import type { PinnedPlace } from '../lib/pinned-columns';
import { ResultCard } from './result-card';
import { COLUMN_DEFS, pinnedCell, type CellContext } from './result-columns';

/** What other features draw in the row: its tags and tasks cells, and actions beside 'Ver'. */
type RowSlots = Pick<CellContext, 'renderTags' | 'renderTasks' | 'renderDecision'> & {
  renderRowActions?: (row: OpportunitySummary) => ReactNode;
};

/**
 * One result, placed by the virtualiser at `start`: a card on a phone, the shown columns on a
 * desktop. Only the active row is in the tab order; its controls stay out of it (tabIndex -1).
 * Memoised: the grid's props are stable, so moving the tab stop draws the two rows it moves
 * between (a press on a result drew every row on screen first: 68 ms in the bench's trace).
 */
export const ResultsGridRow = memo(function ResultsGridRow({
  row,
  index,
  start,
  height,
  compact,
  selected,
  active,
  shown,
  pins,
  gridStyle,
  now,
  slots,
  onActivate,
  onOpen,
  onToggle,
}: {
  row: OpportunitySummary;
  index: number;
  start: number;
  height: number;
  compact: boolean;
  selected: boolean;
  active: boolean;
  shown: ColumnConfig[];
  /** Where the pinned columns stick (lib/pinned-columns). */
  pins: ReadonlyMap<string, PinnedPlace>;
  gridStyle: CSSProperties;
  now: Date;
  slots: RowSlots;
  onActivate: (index: number) => void;
  onOpen: (index: number) => void;
  onToggle: (codigo: string) => void;
}) {
  return (
    <div
      role="row"
      data-index={index}
      aria-rowindex={index + 2}
      aria-selected={selected}
      tabIndex={active ? 0 : -1}
      onFocus={() => onActivate(index)}
      onDoubleClick={() => onOpen(index)}
      className={cn(
        // Opaque in every state: the pinned cells take the row's background over what scrolls.
        'absolute top-0 left-0 grid w-full border-b bg-card text-sm outline-none hover:bg-[color-mix(in_oklab,var(--accent)_60%,var(--card))] focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
        selected && 'bg-brand-50',
      )}
      style={{
        ...(compact ? {} : gridStyle),
        height,
        transform: `translateY(${start}px)`,
      }}
    >
      {compact ? (
        <ResultCard
          row={row}
          now={now}
          selected={selected}
          onToggle={() => onToggle(row.codigo)}
          onOpen={() => onOpen(index)}
          extraActions={slots.renderRowActions?.(row)}
          tags={slots.renderTags?.(row)}
          decision={slots.renderDecision?.(row, 'card')}
        />
      ) : (
        shown.map((column) => {
          const def = COLUMN_DEFS[column.id]!;
          let content: ReactNode;
          if (column.id === 'select') {
            content = (
              <input
                type="checkbox"
                tabIndex={-1}
                className="size-4 accent-[var(--primary)]"
                aria-label={`Seleccionar ${row.codigo}`}
                checked={selected}
                onChange={() => onToggle(row.codigo)}
              />
            );
          } else if (column.id === 'actions') {
            content = (
              <span className="flex items-center gap-1">
                {slots.renderRowActions?.(row)}
                <Button
                  variant="ghost"
                  size="sm"
                  tabIndex={-1}
                  aria-label={`Ver detalle de ${row.codigo}`}
                  onClick={() => onOpen(index)}
                >
                  Ver
                </Button>
              </span>
            );
          } else {
            content = def.render?.(row, {
              now,
              open: () => onOpen(index),
              renderTags: slots.renderTags,
              renderTasks: slots.renderTasks,
              renderDecision: slots.renderDecision,
            });
          }
          const pinned = pinnedCell(pins.get(column.id));
          return (
            <div
              key={column.id}
              role="gridcell"
              className={cn(
                'flex min-w-0 items-center overflow-hidden px-2',
                def.align === 'end' && 'justify-end',
                pinned.className,
              )}
              style={pinned.style}
            >
              {content}
            </div>
          );
        })
      )}
    </div>
  );
});
