import { useVirtualizer } from '@tanstack/react-virtual';
import { Columns3Icon, DownloadIcon, ExternalLinkIcon, SearchIcon } from 'lucide-react';
import {
  useCallback,
  useDeferredValue,
  useLayoutEffect,
  useMemo,
  useRef,
  type CSSProperties,
  type ReactNode,
} from 'react';

import { Card } from '@/components/blocks/card';
import { SortableHeader } from '@/components/blocks/sortable-header';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Input } from '@/components/ui/input';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { cn } from '@/lib/cn';

import type { OpportunitySummary } from '@/entities/opportunity/api/opportunity-schema';
import { useColumnConfig } from '../hooks/use-column-config';
import { useGridKeyboard } from '../hooks/use-grid-keyboard';
import { visibleColumns } from '../lib/column-config';
import { downloadCsv, toCsv } from '@/lib/csv';

import { csvFileName, OPPORTUNITY_CSV_COLUMNS } from '../lib/csv';
import { CARD_HEIGHT_PX, ROW_HEIGHT_PX, type GridSort, type GridView } from '../lib/grid-view';
import {
  allShownSelected,
  cycleSort,
  processRows,
  rowsToExport,
  toggleCode,
} from '../lib/process-rows';
import { ResultCard } from './result-card';
import { COLUMN_DEFS } from './result-columns';

const CARD_SORTS: { value: string; label: string; sort: GridSort }[] = [
  { value: '', label: 'Relevancia', sort: null },
  {
    value: 'closeDate:asc',
    label: 'Cierre más próximo',
    sort: { columnId: 'closeDate', direction: 'asc' },
  },
  { value: 'amount:desc', label: 'Monto mayor', sort: { columnId: 'amount', direction: 'desc' } },
  { value: 'amount:asc', label: 'Monto menor', sort: { columnId: 'amount', direction: 'asc' } },
  {
    value: 'publishDate:desc',
    label: 'Publicación más reciente',
    sort: { columnId: 'publishDate', direction: 'desc' },
  },
  { value: 'name:asc', label: 'Nombre (A-Z)', sort: { columnId: 'name', direction: 'asc' } },
];

/**
 * What other features draw in a row, composed by the route (a feature never imports another):
 * the 'Etiquetas' cell and extra row actions beside 'Ver'. Both render inside the grid, whose
 * rows hold the one tab stop: their controls stay out of the tab order (tabIndex -1).
 */
export type ResultsGridSlots = {
  renderTags?: (row: OpportunitySummary) => ReactNode;
  /** The 'Tareas' cell: the open task count and a way to add one. */
  renderTasks?: (row: OpportunitySummary) => ReactNode;
  renderRowActions?: (row: OpportunitySummary) => ReactNode;
};

/**
 * The results grid (spec search §3): the spec's columns and their config, sorting, a quick
 * filter, selection, CSV export, and virtualised rows so 9,999 results keep the page light.
 * The code and the name are links to the detail; the keyboard is in useGridKeyboard. Columns
 * are drawn by result-columns, phone cards by result-card, rows processed by lib/process-rows.
 */
export function ResultsGrid({
  rows,
  isSupervisor,
  view,
  onViewChange,
  onOpen,
  now = new Date(),
  slots = {},
  label = 'Resultados de la búsqueda',
}: {
  rows: OpportunitySummary[];
  isSupervisor: boolean;
  view: GridView;
  onViewChange: (view: GridView) => void;
  /** `scrollTop` is the list's position now (the view's copy is updated only every row). */
  onOpen: (
    codigo: string,
    orderedRows: OpportunitySummary[],
    index: number,
    scrollTop: number,
  ) => void;
  now?: Date;
  slots?: ResultsGridSlots;
  /** The grid's accessible name: what the list is. */
  label?: string;
}) {
  const { columns, toggle } = useColumnConfig();
  const shown = visibleColumns(columns, { isSupervisor }).filter(
    (column) => COLUMN_DEFS[column.id],
  );
  const template = shown.map((column) => COLUMN_DEFS[column.id]!.width).join(' ');
  const deferredFilter = useDeferredValue(view.quickFilter);
  const ordered = useMemo(
    () => processRows(rows, deferredFilter, view.sort),
    [rows, deferredFilter, view.sort],
  );
  const selected = useMemo(() => new Set(view.selectedCodes), [view.selectedCodes]);
  const scrollRef = useRef<HTMLDivElement>(null);

  const compact = useIsMobile();
  const rowHeight = compact ? CARD_HEIGHT_PX : ROW_HEIGHT_PX;
  // TanStack Virtual hands back a mutable instance; this project does not run the React Compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: ordered.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    initialOffset: view.scrollTop,
  });

  useLayoutEffect(() => {
    virtualizer.measure();
  }, [virtualizer, rowHeight]);

  // Coming back to the results: the list opens where the user left it.
  const restoredScrollTop = useRef(view.scrollTop);
  useLayoutEffect(() => {
    if (restoredScrollTop.current > 0) virtualizer.scrollToOffset(restoredScrollTop.current);
  }, [virtualizer]);

  const update = useCallback(
    (patch: Partial<GridView>) => onViewChange({ ...view, ...patch }),
    [onViewChange, view],
  );

  const toggleRow = (codigo: string) =>
    update({ selectedCodes: toggleCode(view.selectedCodes, codigo) });

  const allSelected = allShownSelected(ordered, selected);
  const toggleAll = () =>
    update({ selectedCodes: allSelected ? [] : ordered.map((row) => row.codigo) });

  const openAt = (index: number) => {
    const row = ordered[index];
    if (row) onOpen(row.codigo, ordered, index, scrollRef.current?.scrollTop ?? view.scrollTop);
  };

  const { activeIndex, setActiveIndex, onKeyDown } = useGridKeyboard({
    count: ordered.length,
    itemHeight: rowHeight,
    scrollRef,
    scrollToIndex: (index) => virtualizer.scrollToIndex(index, { align: 'auto' }),
    onEnter: openAt,
    onSpace: (index) => {
      const row = ordered[index];
      if (row) toggleRow(row.codigo);
    },
  });

  const exportCsv = () =>
    downloadCsv(
      csvFileName(new Date()),
      toCsv(rowsToExport(ordered, view.selectedCodes), OPPORTUNITY_CSV_COLUMNS),
    );

  const gridStyle = { gridTemplateColumns: template } satisfies CSSProperties;
  const items = virtualizer.getVirtualItems();

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <div className="relative min-w-56 flex-1 sm:max-w-xs">
          <SearchIcon
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            type="search"
            aria-label="Filtrar resultados"
            placeholder="Filtrar en los resultados"
            className="pl-9"
            value={view.quickFilter}
            onChange={(event) => update({ quickFilter: event.target.value })}
          />
        </div>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {ordered.length === rows.length
            ? `${rows.length.toLocaleString('es-CL')} resultados`
            : `${ordered.length.toLocaleString('es-CL')} de ${rows.length.toLocaleString('es-CL')} resultados`}
          {view.selectedCodes.length > 0 &&
            ` · ${view.selectedCodes.length.toLocaleString('es-CL')} seleccionados`}
        </p>
        <div className="ml-auto flex gap-2">
          {!compact && (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="outline" size="sm">
                  <Columns3Icon aria-hidden />
                  Columnas
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end" className="w-60">
                <DropdownMenuLabel>Columnas visibles</DropdownMenuLabel>
                <DropdownMenuSeparator />
                {columns
                  .filter((column) => !column.supervisorOnly || isSupervisor)
                  .map((column) => (
                    <DropdownMenuCheckboxItem
                      key={column.id}
                      checked={column.visible}
                      disabled={column.required}
                      onCheckedChange={() => toggle(column.id)}
                    >
                      {column.label}
                      {column.required && (
                        <span className="ml-auto text-xs text-muted-foreground">Fija</span>
                      )}
                    </DropdownMenuCheckboxItem>
                  ))}
              </DropdownMenuContent>
            </DropdownMenu>
          )}
          <Button variant="outline" size="sm" onClick={exportCsv} disabled={ordered.length === 0}>
            <DownloadIcon aria-hidden />
            {view.selectedCodes.length > 0 ? 'Exportar selección' : 'Exportar CSV'}
          </Button>
        </div>
      </div>

      <Card
        ref={scrollRef}
        role="grid"
        aria-label={label}
        aria-rowcount={ordered.length + 1}
        aria-colcount={compact ? 1 : shown.length}
        aria-multiselectable="true"
        className="relative h-[min(70vh,calc(100svh-14rem))] min-h-80 overflow-auto"
        onScroll={(event) => {
          const scrollTop = event.currentTarget.scrollTop;
          if (Math.abs(scrollTop - view.scrollTop) > rowHeight) update({ scrollTop });
        }}
        onKeyDown={onKeyDown}
      >
        <div className={compact ? undefined : 'min-w-max'}>
          {compact ? (
            <div
              role="row"
              aria-rowindex={1}
              className="sticky top-0 z-10 flex h-12 items-center gap-3 border-b bg-muted/95 px-3 text-sm backdrop-blur"
            >
              <div role="columnheader" className="flex w-full items-center gap-3">
                <input
                  type="checkbox"
                  className="size-4 accent-[var(--primary)]"
                  aria-label="Seleccionar todos los resultados"
                  checked={allSelected}
                  onChange={toggleAll}
                />
                <label className="ml-auto flex items-center gap-2 text-xs text-muted-foreground">
                  Ordenar por
                  <select
                    className="h-8 rounded-md border border-input bg-card px-2 text-sm text-foreground"
                    value={view.sort ? `${view.sort.columnId}:${view.sort.direction}` : ''}
                    onChange={(event) =>
                      update({
                        sort:
                          CARD_SORTS.find((option) => option.value === event.target.value)?.sort ??
                          null,
                      })
                    }
                  >
                    {CARD_SORTS.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                </label>
              </div>
            </div>
          ) : (
            <div
              role="row"
              aria-rowindex={1}
              className="sticky top-0 z-10 grid border-b bg-muted/95 text-xs font-semibold text-muted-foreground backdrop-blur"
              style={gridStyle}
            >
              {shown.map((column) => {
                const def = COLUMN_DEFS[column.id]!;
                const cellClass = cn(
                  'flex h-11 items-center px-3',
                  def.align === 'end' && 'justify-end',
                );
                if (column.id !== 'select' && def.sortable) {
                  return (
                    <SortableHeader
                      key={column.id}
                      cell="div"
                      showUnsorted
                      className={cellClass}
                      buttonClassName="-mx-1 rounded px-1 py-1 uppercase hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
                      direction={view.sort?.columnId === column.id ? view.sort.direction : null}
                      onSort={() => update({ sort: cycleSort(view.sort, column.id) })}
                    >
                      {column.label}
                    </SortableHeader>
                  );
                }
                return (
                  <div key={column.id} role="columnheader" className={cellClass}>
                    {column.id === 'select' ? (
                      <input
                        type="checkbox"
                        className="size-4 accent-[var(--primary)]"
                        aria-label="Seleccionar todos los resultados"
                        checked={allSelected}
                        onChange={toggleAll}
                      />
                    ) : (
                      <span className="uppercase">{column.label}</span>
                    )}
                  </div>
                );
              })}
            </div>
          )}

          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {items.map((item) => {
              const row = ordered[item.index]!;
              const isSelected = selected.has(row.codigo);
              return (
                <div
                  key={row.codigo}
                  role="row"
                  data-index={item.index}
                  aria-rowindex={item.index + 2}
                  aria-selected={isSelected}
                  tabIndex={item.index === activeIndex ? 0 : -1}
                  onFocus={() => setActiveIndex(item.index)}
                  onDoubleClick={() => openAt(item.index)}
                  className={cn(
                    'absolute top-0 left-0 grid w-full border-b text-sm outline-none hover:bg-accent/60 focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
                    isSelected && 'bg-brand-50',
                  )}
                  style={{
                    ...(compact ? {} : gridStyle),
                    height: rowHeight,
                    transform: `translateY(${item.start}px)`,
                  }}
                >
                  {compact ? (
                    <ResultCard
                      row={row}
                      now={now}
                      selected={isSelected}
                      onToggle={() => toggleRow(row.codigo)}
                      onOpen={() => openAt(item.index)}
                      extraActions={slots.renderRowActions?.(row)}
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
                            checked={isSelected}
                            onChange={() => toggleRow(row.codigo)}
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
                              onClick={() => openAt(item.index)}
                            >
                              Ver
                              <ExternalLinkIcon aria-hidden />
                            </Button>
                          </span>
                        );
                      } else {
                        content = def.render?.(row, {
                          now,
                          open: () => openAt(item.index),
                          renderTags: slots.renderTags,
                          renderTasks: slots.renderTasks,
                        });
                      }
                      return (
                        <div
                          key={column.id}
                          role="gridcell"
                          className={cn(
                            'flex min-w-0 items-center overflow-hidden px-3',
                            def.align === 'end' && 'justify-end',
                          )}
                        >
                          {content}
                        </div>
                      );
                    })
                  )}
                </div>
              );
            })}
          </div>
        </div>
      </Card>
    </div>
  );
}

export default ResultsGrid;
