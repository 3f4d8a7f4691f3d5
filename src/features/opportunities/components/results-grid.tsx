import { useVirtualizer } from '@tanstack/react-virtual';
import {
  ArrowDownIcon,
  ArrowUpDownIcon,
  ArrowUpIcon,
  Columns3Icon,
  DownloadIcon,
  ExternalLinkIcon,
  FlameIcon,
  SearchIcon,
} from 'lucide-react';
import {
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

import { Badge } from '@/components/ui/badge';
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
import { closesWithin, formatChileDate, formatCLP, timeUntil } from '@/lib/format';

import type { OpportunitySummary } from '../api/opportunity-schema';
import { useColumnConfig } from '../hooks/use-column-config';
import { visibleColumns } from '../lib/column-config';
import { csvFileName, downloadCsv, OPPORTUNITY_CSV_COLUMNS, toCsv } from '../lib/csv';
import type { GridSort, GridView } from '../lib/grid-view';
import { TagList } from './tag-list';

export const ROW_HEIGHT_PX = 56;
/** On a phone each result is a card: the spec's columns do not fit in 375 px. */
export const CARD_HEIGHT_PX = 168;

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

type ColumnDef = {
  width: string;
  align?: 'end';
  /** Present when the column sorts. */
  sortValue?: (row: OpportunitySummary) => string | number | null;
  render: (row: OpportunitySummary, context: { now: Date }) => ReactNode;
};

const collator = new Intl.Collator('es-CL', { sensitivity: 'base', numeric: true });

const COLUMN_DEFS: Record<string, ColumnDef> = {
  select: { width: '44px', render: () => null },
  code: {
    width: '132px',
    sortValue: (row) => row.codigo,
    render: (row) => <span className="font-mono text-xs">{row.codigo}</span>,
  },
  tasks: {
    width: '72px',
    align: 'end',
    sortValue: (row) => row.tareas,
    render: (row) =>
      row.tareas > 0 ? row.tareas : <span className="text-muted-foreground">—</span>,
  },
  name: {
    width: 'minmax(240px, 2.2fr)',
    sortValue: (row) => row.nombre,
    render: (row) => (
      <span className="line-clamp-2 leading-snug font-medium" title={row.nombre}>
        {row.nombre}
      </span>
    ),
  },
  entity: {
    width: 'minmax(170px, 1.3fr)',
    sortValue: (row) => row.entidad,
    render: (row) => (
      <span className="line-clamp-2 leading-snug" title={row.entidad}>
        {row.entidad}
      </span>
    ),
  },
  type: {
    width: '140px',
    sortValue: (row) => row.procedencia,
    render: (row) => <span className="line-clamp-2 text-xs">{row.procedencia}</span>,
  },
  region: {
    width: '130px',
    sortValue: (row) => row.region,
    render: (row) => (
      <span className="line-clamp-2 text-xs" title={row.region}>
        {row.region.replace(/^Región (de(l)? |de la )?/, '')}
      </span>
    ),
  },
  amount: {
    width: '128px',
    align: 'end',
    sortValue: (row) => row.monto,
    render: (row) =>
      row.monto === null ? (
        <span className="text-xs text-muted-foreground">No informado</span>
      ) : (
        <span className="tabular-nums">{formatCLP(row.monto)}</span>
      ),
  },
  productQuantity: {
    width: '96px',
    align: 'end',
    sortValue: (row) => row.cantidadProductos,
    render: (row) => <span className="tabular-nums">{row.cantidadProductos}</span>,
  },
  publishDate: {
    width: '112px',
    sortValue: (row) => row.fechaPublicacion,
    render: (row) => (
      <span className="text-xs tabular-nums">{formatChileDate(row.fechaPublicacion, 'date')}</span>
    ),
  },
  closeDate: {
    width: '150px',
    sortValue: (row) => row.fechaCierre,
    render: (row, { now }) => (
      <span className="flex flex-col gap-0.5">
        <span className="text-xs tabular-nums">{formatChileDate(row.fechaCierre, 'dateTime')}</span>
        {closesWithin(row.fechaCierre, now) && (
          <Badge variant="warning" className="gap-1" title={timeUntil(row.fechaCierre, now)}>
            <FlameIcon aria-hidden />
            {timeUntil(row.fechaCierre, now)}
          </Badge>
        )}
      </span>
    ),
  },
  tags: {
    width: '110px',
    render: (row) =>
      row.etiquetas.length === 0 ? (
        <span className="text-muted-foreground">—</span>
      ) : (
        <TagList tags={row.etiquetas} compact />
      ),
  },
  actions: { width: '84px', render: () => null },
};

function normalise(text: string) {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Filters by the quick filter and sorts; pure, so the bench and tests measure the same thing. */
export function processRows(rows: OpportunitySummary[], quickFilter: string, sort: GridSort) {
  const needle = normalise(quickFilter.trim());
  const filtered = needle
    ? rows.filter((row) =>
        normalise(
          `${row.codigo} ${row.nombre} ${row.entidad} ${row.region} ${row.procedencia}`,
        ).includes(needle),
      )
    : rows;
  const sortValue = sort ? COLUMN_DEFS[sort.columnId]?.sortValue : undefined;
  if (!sort || !sortValue) return filtered;
  const factor = sort.direction === 'asc' ? 1 : -1;
  const keyed = filtered.map((row) => ({ row, key: sortValue(row) }));
  keyed.sort((a, b) => {
    // Missing values (a hidden amount) always go last.
    if (a.key === null) return b.key === null ? 0 : 1;
    if (b.key === null) return -1;
    const order =
      typeof a.key === 'number' && typeof b.key === 'number'
        ? a.key - b.key
        : collator.compare(String(a.key), String(b.key));
    return order * factor;
  });
  return keyed.map((entry) => entry.row);
}

/** One result as a card, for phones: what a supplier scans first, and the same actions. */
function ResultCard({
  row,
  now,
  selected,
  onToggle,
  onOpen,
}: {
  row: OpportunitySummary;
  now: Date;
  selected: boolean;
  onToggle: () => void;
  onOpen: () => void;
}) {
  const closing = closesWithin(row.fechaCierre, now);
  return (
    <div role="gridcell" className="flex h-full w-full min-w-0 gap-3 px-3 py-2.5">
      <input
        type="checkbox"
        tabIndex={-1}
        className="mt-1 size-4 shrink-0 accent-[var(--primary)]"
        aria-label={`Seleccionar ${row.codigo}`}
        checked={selected}
        onChange={onToggle}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex items-center gap-2 text-xs text-muted-foreground">
          <span className="shrink-0 font-mono whitespace-nowrap">{row.codigo}</span>
          <span className="truncate">{row.procedencia}</span>
        </p>
        <p className="line-clamp-2 leading-snug font-medium">{row.nombre}</p>
        <p className="truncate text-xs text-muted-foreground">{row.entidad}</p>
        <p className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
          <span className="font-semibold tabular-nums">
            {row.monto === null ? 'Monto no informado' : formatCLP(row.monto)}
          </span>
          <span className="tabular-nums">
            Cierra {formatChileDate(row.fechaCierre, 'dateTime')}
          </span>
          {closing && (
            <Badge variant="warning" className="gap-1">
              <FlameIcon aria-hidden />
              {timeUntil(row.fechaCierre, now)}
            </Badge>
          )}
        </p>
      </div>
      <Button
        variant="ghost"
        size="sm"
        tabIndex={-1}
        className="self-center"
        aria-label={`Ver detalle de ${row.codigo}`}
        onClick={onOpen}
      >
        Ver
      </Button>
    </div>
  );
}

/**
 * The results grid (spec search §3): the spec's columns and their config, sorting, a quick
 * filter, selection, CSV export, and virtualised rows so 9,999 results keep the page light.
 * Keyboard: arrows move between rows, Enter opens, Space selects.
 */
export default function ResultsGrid({
  rows,
  isSupervisor,
  view,
  onViewChange,
  onOpen,
  now = new Date(),
}: {
  rows: OpportunitySummary[];
  isSupervisor: boolean;
  view: GridView;
  onViewChange: (view: GridView) => void;
  onOpen: (codigo: string, orderedRows: OpportunitySummary[], index: number) => void;
  now?: Date;
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
  const [activeIndex, setActiveIndex] = useState(0);
  const [focusRequested, setFocusRequested] = useState(false);

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

  useEffect(() => {
    if (!focusRequested) return;
    const row = scrollRef.current?.querySelector<HTMLElement>(`[data-index="${activeIndex}"]`);
    row?.focus({ preventScroll: true });
    setFocusRequested(false);
  }, [focusRequested, activeIndex]);

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(ordered.length - 1, index));
    setActiveIndex(next);
    virtualizer.scrollToIndex(next, { align: 'auto' });
    setFocusRequested(true);
  };

  const toggleRow = (codigo: string) =>
    update({
      selectedCodes: selected.has(codigo)
        ? view.selectedCodes.filter((code) => code !== codigo)
        : [...view.selectedCodes, codigo],
    });

  const allSelected = ordered.length > 0 && ordered.every((row) => selected.has(row.codigo));
  const toggleAll = () =>
    update({ selectedCodes: allSelected ? [] : ordered.map((row) => row.codigo) });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const pageSize = Math.max(
      1,
      Math.floor((scrollRef.current?.clientHeight ?? 560) / ROW_HEIGHT_PX) - 1,
    );
    const target = event.target as HTMLElement;
    if (!target.matches('[role="row"][data-index]')) return;
    const handled: Record<string, () => void> = {
      ArrowDown: () => moveTo(activeIndex + 1),
      ArrowUp: () => moveTo(activeIndex - 1),
      PageDown: () => moveTo(activeIndex + pageSize),
      PageUp: () => moveTo(activeIndex - pageSize),
      Home: () => moveTo(0),
      End: () => moveTo(ordered.length - 1),
      Enter: () => {
        const row = ordered[activeIndex];
        if (row) onOpen(row.codigo, ordered, activeIndex);
      },
      ' ': () => {
        const row = ordered[activeIndex];
        if (row) toggleRow(row.codigo);
      },
    };
    const action = handled[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  const cycleSort = (columnId: string) => {
    const current = view.sort?.columnId === columnId ? view.sort.direction : null;
    update({
      sort:
        current === null
          ? { columnId, direction: 'asc' }
          : current === 'asc'
            ? { columnId, direction: 'desc' }
            : null,
    });
  };

  const exportCsv = () => {
    const chosen =
      view.selectedCodes.length > 0 ? ordered.filter((row) => selected.has(row.codigo)) : ordered;
    downloadCsv(csvFileName(new Date()), toCsv(chosen, OPPORTUNITY_CSV_COLUMNS));
  };

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

      <div
        ref={scrollRef}
        role="grid"
        aria-label="Resultados de la búsqueda"
        aria-rowcount={ordered.length + 1}
        aria-colcount={compact ? 1 : shown.length}
        aria-multiselectable="true"
        className="relative h-[min(70vh,calc(100svh-14rem))] min-h-80 overflow-auto rounded-xl border bg-card"
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
                const sortDirection =
                  view.sort?.columnId === column.id ? view.sort.direction : null;
                return (
                  <div
                    key={column.id}
                    role="columnheader"
                    aria-sort={
                      sortDirection === 'asc'
                        ? 'ascending'
                        : sortDirection === 'desc'
                          ? 'descending'
                          : undefined
                    }
                    className={cn(
                      'flex h-11 items-center px-3',
                      def.align === 'end' && 'justify-end',
                    )}
                  >
                    {column.id === 'select' ? (
                      <input
                        type="checkbox"
                        className="size-4 accent-[var(--primary)]"
                        aria-label="Seleccionar todos los resultados"
                        checked={allSelected}
                        onChange={toggleAll}
                      />
                    ) : def.sortValue ? (
                      <button
                        type="button"
                        className="-mx-1 inline-flex items-center gap-1 rounded px-1 py-1 uppercase hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
                        onClick={() => cycleSort(column.id)}
                      >
                        {column.label}
                        {sortDirection === 'asc' ? (
                          <ArrowUpIcon className="size-3.5" aria-hidden />
                        ) : sortDirection === 'desc' ? (
                          <ArrowDownIcon className="size-3.5" aria-hidden />
                        ) : (
                          <ArrowUpDownIcon className="size-3.5 opacity-40" aria-hidden />
                        )}
                      </button>
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
                  onDoubleClick={() => onOpen(row.codigo, ordered, item.index)}
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
                      onOpen={() => onOpen(row.codigo, ordered, item.index)}
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
                          <Button
                            variant="ghost"
                            size="sm"
                            tabIndex={-1}
                            aria-label={`Ver detalle de ${row.codigo}`}
                            onClick={() => onOpen(row.codigo, ordered, item.index)}
                          >
                            Ver
                            <ExternalLinkIcon aria-hidden />
                          </Button>
                        );
                      } else {
                        content = def.render(row, { now });
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
      </div>
    </div>
  );
}
