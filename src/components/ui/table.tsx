import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

import { slotted } from './slotted';

/**
 * A data table in a horizontally scrolling container. The container is focusable and named by
 * `aria-label` (when given) so a keyboard user can scroll a wide table; give the table a
 * <TableCaption> or an aria-label for its own name. `stackOnPhone`: below 640 px each row is a
 * card of lines, each cell's `data-label` beside its value (index.css), so nothing scrolls
 * sideways on a phone; the cell without a label is the row's title.
 */
export function Table({
  className,
  containerLabel,
  stackOnPhone = false,
  ...props
}: ComponentProps<'table'> & { containerLabel?: string; stackOnPhone?: boolean }) {
  return (
    <div
      data-slot="table-container"
      className="relative w-full overflow-x-auto"
      {...(containerLabel
        ? { role: 'region', 'aria-label': containerLabel, tabIndex: 0 }
        : undefined)}
    >
      <table
        data-slot="table"
        data-stack-on-phone={stackOnPhone || undefined}
        className={cn('w-full caption-bottom text-sm', className)}
        {...props}
      />
    </div>
  );
}

export const TableHeader = slotted('thead', 'table-header', '[&_tr]:border-b');
export const TableBody = slotted('tbody', 'table-body', '[&_tr:last-child]:border-0');
export const TableFooter = slotted(
  'tfoot',
  'table-footer',
  'border-t bg-muted/50 font-medium [&>tr]:last:border-b-0',
);
export const TableRow = slotted(
  'tr',
  'table-row',
  'border-b transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted',
);
export const TableHead = slotted(
  'th',
  'table-head',
  'h-10 px-3 text-left align-middle font-medium whitespace-nowrap text-muted-foreground [&:has([role=checkbox])]:pr-0',
);
export const TableCell = slotted(
  'td',
  'table-cell',
  'px-3 py-2 align-middle [&:has([role=checkbox])]:pr-0',
);
export const TableCaption = slotted(
  'caption',
  'table-caption',
  'mt-3 text-sm text-muted-foreground',
);

/** A card table's title above it: the caption that names the table, read as its heading. */
export const TableTitle = slotted(
  'caption',
  'table-title',
  'caption-top px-3 pt-3 text-left text-sm font-semibold text-foreground',
);
