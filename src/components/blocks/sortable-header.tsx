import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';

import { TableHead } from '@/components/ui/table';
import { cn } from '@/lib/cn';

export type SortDirection = 'asc' | 'desc';

/**
 * A column header that sorts: a button with the column's name (its accessible name is the
 * name alone: the arrow is hidden) in a header cell whose `aria-sort` says the order. `cell`
 * is a table's `th` or a `role="columnheader"` div in a grid of divs. A column that is not the
 * sorted one has no `aria-sort`, or 'none' with `unsorted="none"`; `showUnsorted` draws the
 * faint two-way arrow on it.
 */
export function SortableHeader({
  children,
  direction,
  onSort,
  cell = 'th',
  unsorted,
  showUnsorted = false,
  className,
  style,
  buttonClassName,
  iconClassName = 'size-3.5',
}: {
  /** The column's name. */
  children: ReactNode;
  /** This column's order, or null when the list is sorted by another (or none). */
  direction: SortDirection | null;
  onSort: () => void;
  cell?: 'th' | 'div';
  unsorted?: 'none';
  showUnsorted?: boolean;
  className?: string;
  /** The cell's own style (a pinned grid column's offset). */
  style?: CSSProperties;
  buttonClassName?: string;
  iconClassName?: string;
}) {
  const ariaSort =
    direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : unsorted;
  const button = (
    <button
      type="button"
      data-slot="sortable-header-button"
      className={cn('inline-flex items-center gap-1', buttonClassName)}
      onClick={onSort}
    >
      {children}
      {direction === 'asc' ? (
        <ArrowUpIcon aria-hidden className={iconClassName} />
      ) : direction === 'desc' ? (
        <ArrowDownIcon aria-hidden className={iconClassName} />
      ) : (
        showUnsorted && <ArrowUpDownIcon aria-hidden className={cn(iconClassName, 'opacity-40')} />
      )}
    </button>
  );
  return cell === 'th' ? (
    <TableHead aria-sort={ariaSort} className={className} style={style}>
      {button}
    </TableHead>
  ) : (
    <div role="columnheader" aria-sort={ariaSort} className={className} style={style}>
      {button}
    </div>
  );
}
