import { useVirtualizer } from '@tanstack/react-virtual';
import {
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  type CSSProperties,
  type ReactNode,
} from 'react';

import { Card } from '@/components/blocks/card';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { downloadCsv, toCsv } from '@/lib/csv';

import type { OpportunitySummary } from '@/entities/opportunity/api/opportunity-schema';
import { useColumnConfig } from '../hooks/use-column-config';
import { useGridLayout, useScrollEdges } from '../hooks/use-grid-layout';
import { useGridRows } from '../hooks/use-grid-rows';
import { useGridKeyboard } from '../hooks/use-grid-keyboard';
import { visibleColumns } from '../lib/column-config';
import { csvFileName, OPPORTUNITY_CSV_COLUMNS } from '../lib/csv';
import {
  CARD_HEIGHT_PX,
  estimatedGridRect,
  GRID_HEIGHT_CLASS,
  ROW_HEIGHT_PX,
  type GridView,
} from '../lib/grid-view';
import { allShownSelected, rowsToExport, toggleCode } from '../lib/process-rows';
import { CardSortHeader } from './card-sort-header';
import { GridHeaderRow } from './grid-header-row';
import { NothingShown } from './grid-nothing-shown';
import { COLUMN_DEFS } from './result-columns';
import { ResultsGridRow } from './results-grid-row';
import { ResultsToolbar } from './results-toolbar';

/**
 * What other features draw in a row, composed by the route (a feature never imports another):
 * the 'Etiquetas' cell and extra row actions beside 'Ver'. Both render inside the grid, whose
 * rows hold the one tab stop: their controls stay out of the tab order (tabIndex -1).
 */
export type ResultsGridSlots = {
  /** Fetches the slots' code, ahead of the first grid that shows them (lib/prefetch.ts). */
  load?: () => Promise<unknown>;
  renderTags?: (row: OpportunitySummary) => ReactNode;
  /** The 'Tareas' cell: the open task count and a way to add one. */
  renderTasks?: (row: OpportunitySummary) => ReactNode;
  /** The 'Decisión' cell: the team's bid decision (decision 0032). */
  renderDecision?: (row: OpportunitySummary, where?: 'grid' | 'card') => ReactNode;
  renderRowActions?: (row: OpportunitySummary) => ReactNode;
};

const NO_SLOTS: ResultsGridSlots = {};

const OVERSCAN_ROWS = 8;
const OVERSCAN_CARDS = 3;

/**
 * The results grid (decisions 0008 and 0011): the spec's columns, open processes first, sort,
 * quick filter, selection, CSV, and virtualised rows for 9,999 results. Its rows come from
 * useGridRows, its layout and pinned columns from useGridLayout, its keyboard from
 * useGridKeyboard; toolbar, header, row and phone card are their own components.
 */
export function ResultsGrid({
  rows,
  isSupervisor,
  view,
  onViewChange,
  onOpen,
  now = new Date(),
  slots = NO_SLOTS,
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
  const { columns } = useColumnConfig();
  const shown = useMemo(
    () => visibleColumns(columns, { isSupervisor }).filter((column) => COLUMN_DEFS[column.id]),
    [columns, isSupervisor],
  );
  const scrollRef = useRef<HTMLDivElement>(null);
  const { template, contentWidth, pins } = useGridLayout(shown, scrollRef);
  const { ordered, openCount, scope, minuteNow } = useGridRows(rows, view, now);
  const selected = useMemo(() => new Set(view.selectedCodes), [view.selectedCodes]);

  const compact = useIsMobile();
  const rowHeight = compact ? CARD_HEIGHT_PX : ROW_HEIGHT_PX;
  // TanStack Virtual hands back a mutable instance; this project does not run the React Compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: ordered.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    // Beyond the screen: 8 rows (450 px) on a desktop, 3 cards (500 px) on a phone, where a card
    // costs three rows to draw and a search's first cards were 12 to draw instead of 7.
    overscan: compact ? OVERSCAN_CARDS : OVERSCAN_ROWS,
    initialOffset: view.scrollTop,
    initialRect: estimatedGridRect(window),
  });

  // A phone turned into a desktop (or back): the rows' heights are measured again. Not on mount:
  // the sizes are the estimates already, and a measure there draws every row twice.
  const measuredHeight = useRef(rowHeight);
  useLayoutEffect(() => {
    if (measuredHeight.current === rowHeight) return;
    measuredHeight.current = rowHeight;
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

  // Stable between renders that change neither the view nor the list: the rows are memoised, and
  // a press that only moves the tab stop (focus) draws two rows, not every row on screen.
  const toggleRow = useCallback(
    (codigo: string) => update({ selectedCodes: toggleCode(view.selectedCodes, codigo) }),
    [update, view.selectedCodes],
  );

  const allSelected = allShownSelected(ordered, selected);
  const toggleAll = () =>
    update({ selectedCodes: allSelected ? [] : ordered.map((row) => row.codigo) });

  const openAt = useCallback(
    (index: number) => {
      const row = ordered[index];
      if (row) onOpen(row.codigo, ordered, index, scrollRef.current?.scrollTop ?? view.scrollTop);
    },
    [ordered, onOpen, view.scrollTop],
  );

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

  const gridStyle = useMemo(
    () => ({ gridTemplateColumns: template }) satisfies CSSProperties,
    [template],
  );
  const markScrollEdges = useScrollEdges(scrollRef, `${template} ${compact}`);
  const items = virtualizer.getVirtualItems();
  const header = {
    sort: view.sort,
    onSortChange: (sort: GridView['sort']) => update({ sort }),
    allSelected,
    onToggleAll: toggleAll,
  };

  return (
    <div className="flex flex-col gap-3">
      <ResultsToolbar
        quickFilter={view.quickFilter}
        onQuickFilterChange={(quickFilter) => update({ quickFilter })}
        scope={scope}
        onScopeChange={(next) => {
          update({ scope: next, scrollTop: 0 });
          virtualizer.scrollToOffset(0);
        }}
        openCount={openCount}
        shownCount={ordered.length}
        totalCount={rows.length}
        selectedCount={view.selectedCodes.length}
        compact={compact}
        isSupervisor={isSupervisor}
        onExport={exportCsv}
      />

      <Card
        ref={scrollRef}
        role="grid"
        aria-label={label}
        aria-rowcount={ordered.length + 1}
        aria-colcount={compact ? 1 : shown.length}
        aria-multiselectable="true"
        className={`relative ${GRID_HEIGHT_CLASS} overflow-auto`}
        onScroll={(event) => {
          markScrollEdges();
          const scrollTop = event.currentTarget.scrollTop;
          if (Math.abs(scrollTop - view.scrollTop) > rowHeight) update({ scrollTop });
        }}
        onKeyDown={onKeyDown}
      >
        <div style={compact ? undefined : { minWidth: contentWidth }}>
          {compact ? (
            <CardSortHeader {...header} />
          ) : (
            <GridHeaderRow shown={shown} pins={pins} gridStyle={gridStyle} {...header} />
          )}

          {ordered.length === 0 && rows.length > 0 && (
            <NothingShown
              scope={scope}
              quickFilter={view.quickFilter}
              total={rows.length}
              onShowAll={() => update({ scope: 'all', scrollTop: 0 })}
            />
          )}
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {items.map((item) => {
              const row = ordered[item.index]!;
              return (
                <ResultsGridRow
                  key={row.codigo}
                  row={row}
                  index={item.index}
                  start={item.start}
                  height={rowHeight}
                  compact={compact}
                  selected={selected.has(row.codigo)}
                  active={item.index === activeIndex}
                  shown={shown}
                  pins={pins}
                  gridStyle={gridStyle}
                  now={minuteNow}
                  slots={slots}
                  onActivate={setActiveIndex}
                  onOpen={openAt}
                  onToggle={toggleRow}
                />
              );
            })}
          </div>
        </div>
      </Card>
    </div>
  );
}
