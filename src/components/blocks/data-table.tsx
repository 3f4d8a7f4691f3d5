import type { ReactNode } from 'react';

import { Skeleton } from '@/components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
  TableTitle,
} from '@/components/ui/table';
import { cn } from '@/lib/cn';

import { SortableHeader, type SortDirection } from './sortable-header';
import { SortSelect } from './sort-select';

/** One column of a DataTable: its header, what a row shows under it, and how it sorts. */
export type DataColumn<T, K extends string = string> = {
  header: string;
  cell: (item: T) => ReactNode;
  /**
   * The row's title on a phone: its value heads the row's card, without a name. Every other
   * column's value is a line of the card named by its header (or `label`).
   */
  title?: boolean;
  /** A shorter name for the phone's line than the header. */
  label?: string;
  /** A header for screen readers only, and no name on a phone: the cells name themselves. */
  headerHidden?: boolean;
  /** Right-aligned, tabular figures. */
  numeric?: boolean;
  /** The key the list sorts by when its header is pressed; none: the column does not sort. */
  sortKey?: K;
  /** The column's cells' classes, or a row's own (a figure coloured by its sign). */
  className?: string | ((item: T) => string | undefined);
  headClassName?: string;
};

export type DataSort<K extends string> = { key: K; direction: SortDirection };

const LOADING_ROWS = 4;

/**
 * The app's list of records (decision 0027): a table on a desktop, a card per row on a phone
 * (Table's stackOnPhone: each value beside its column's name, and still a table for a screen
 * reader), sortable headers with 'Ordenar por' in their place on a phone, and the list's empty
 * and loading states in its body. `label` names its scrolling region; `caption` the table.
 */
export function DataTable<T, K extends string = string>({
  label,
  caption,
  captionStyle = 'note',
  columns,
  items,
  rowKey,
  sort,
  onSort,
  empty,
  loading = false,
  footer,
  className,
  rowClassName,
  stackOnPhone = true,
}: {
  label: string;
  caption?: ReactNode;
  /** The caption as the card's title, as a muted note (a count), or for screen readers only. */
  captionStyle?: 'title' | 'note' | 'hidden';
  columns: readonly DataColumn<T, K>[];
  items: readonly T[];
  /** A row's identity: its record's key, or its position where nothing else tells two apart. */
  rowKey: (item: T, index: number) => string | number;
  /** A row's own classes (ours, highlighted). */
  rowClassName?: (item: T) => string | undefined;
  sort?: DataSort<K> | null;
  onSort?: (key: K) => void;
  /** What the body says when there is no row. */
  empty?: ReactNode;
  /** Rows of placeholders while the list loads. */
  loading?: boolean;
  /** The footer's rows (TableRow), e.g. a total. */
  footer?: ReactNode;
  className?: string;
  /**
   * False for a table of three or four short columns, which fits a phone as it is (a card per
   * row would only make it three times as long).
   */
  stackOnPhone?: boolean;
}) {
  const sortable = onSort ? columns.filter((column) => column.sortKey !== undefined) : [];
  return (
    <div className="flex flex-col gap-2">
      {stackOnPhone && onSort && sortable.length > 0 && (
        <SortSelect
          className="self-end sm:hidden"
          value={sort?.key ?? ''}
          onChange={(key) => onSort(key as K)}
          options={[
            ...(sort ? [] : [{ value: '', label: '—' }]),
            ...sortable.map((column) => ({ value: column.sortKey!, label: column.header })),
          ]}
        />
      )}
      <Table
        containerLabel={label}
        className={className}
        stackOnPhone={stackOnPhone}
        aria-busy={loading}
      >
        {caption &&
          (captionStyle === 'title' ? (
            <TableTitle>{caption}</TableTitle>
          ) : (
            <TableCaption
              className={
                captionStyle === 'hidden'
                  ? 'sr-only'
                  : 'mt-0 caption-top px-3 pt-3 pb-1 text-left text-sm text-muted-foreground'
              }
            >
              {caption}
            </TableCaption>
          ))}
        <TableHeader>
          <TableRow>
            {columns.map((column) => {
              const headClassName = cn(column.numeric && 'text-right', column.headClassName);
              return onSort && column.sortKey !== undefined ? (
                <SortableHeader
                  key={column.header}
                  direction={sort?.key === column.sortKey ? sort.direction : null}
                  onSort={() => onSort(column.sortKey!)}
                  className={headClassName}
                  showUnsorted
                >
                  {column.header}
                </SortableHeader>
              ) : (
                <TableHead key={column.header} className={headClassName}>
                  {column.headerHidden ? (
                    <span className="sr-only">{column.header}</span>
                  ) : (
                    column.header
                  )}
                </TableHead>
              );
            })}
          </TableRow>
        </TableHeader>
        <TableBody>
          {loading ? (
            Array.from({ length: LOADING_ROWS }, (_, row) => (
              <TableRow key={row}>
                <TableCell colSpan={columns.length}>
                  <Skeleton className="h-6" />
                </TableCell>
              </TableRow>
            ))
          ) : items.length === 0 && empty ? (
            <TableRow>
              <TableCell colSpan={columns.length} className="py-6 text-center text-sm">
                {empty}
              </TableCell>
            </TableRow>
          ) : (
            items.map((item, index) => (
              <TableRow key={rowKey(item, index)} className={rowClassName?.(item)}>
                {columns.map((column) => (
                  <TableCell
                    key={column.header}
                    data-label={
                      column.title || column.headerHidden
                        ? undefined
                        : (column.label ?? column.header)
                    }
                    className={cn(
                      column.numeric && 'text-right tabular-nums',
                      column.title && stackOnPhone && 'max-sm:font-medium',
                      typeof column.className === 'function'
                        ? column.className(item)
                        : column.className,
                    )}
                  >
                    {column.cell(item)}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
        {footer && <TableFooter>{footer}</TableFooter>}
      </Table>
    </div>
  );
}
