import type { CSSProperties, ReactNode } from 'react';

import { TagList } from '@/entities/tag/components/tag-list';
import { cn } from '@/lib/cn';
import { formatChileDate, formatCLP } from '@/lib/format';

import type { OpportunitySummary } from '@/entities/opportunity/api/opportunity-schema';
import { AMOUNT_HIDDEN_TEXT } from '../lib/amount';
import type { PinnedPlace } from '../lib/pinned-columns';
import { isSortable } from '../lib/process-rows';
import { OpportunityLink } from './opportunity-link';
import { AffinityScore, OpportunityStateBadge } from './opportunity-state';

export type CellContext = {
  now: Date;
  /** Opens this row's detail in the app, with the results behind it. */
  open: () => void;
  /** Another feature's drawing of the row's tags (chips and a way to change them). */
  renderTags?: (row: OpportunitySummary) => ReactNode;
  /** Another feature's 'Tareas' cell (the count and 'Nueva tarea'). */
  renderTasks?: (row: OpportunitySummary) => ReactNode;
  /** Another feature's 'Decisión' cell (the team's bid decision, decision 0032). */
  renderDecision?: (row: OpportunitySummary, where?: 'grid' | 'card') => ReactNode;
};

export type ColumnDef = {
  /** Its width in pixels; the least it takes when it `grow`s. */
  width: number;
  /** Takes this share of the room left over (a CSS grid `fr`), when there is any. */
  grow?: number;
  /**
   * Stays in view while the grid scrolls sideways: 'start' (select, code, tasks, name) and 'end'
   * (close date and state, actions), so a row is always known by its code and name, and what is
   * left to do and when stays at hand (decision 0011).
   */
  pin?: 'start' | 'end';
  align?: 'end';
  /** True when the header sorts (lib/process-rows has the sort value). */
  sortable: boolean;
  /** Absent for the columns the grid draws itself (selection, actions). */
  render?: (row: OpportunitySummary, context: CellContext) => ReactNode;
};

const column = (id: string, def: Omit<ColumnDef, 'sortable'>): readonly [string, ColumnDef] => [
  id,
  { ...def, sortable: isSortable(id) },
];

/** A column's track in the grid template. */
export const columnTrack = (def: ColumnDef) =>
  def.grow ? `minmax(${def.width}px, ${def.grow}fr)` : `${def.width}px`;

/**
 * A pinned cell (header or row): it sticks to its side over the columns scrolling beneath it, in
 * its row's own background (rows are opaque for this), and its frozen edge casts a shadow while
 * columns lie hidden beyond it (the grid's data-more-start / data-more-end).
 */
export function pinnedCell(place: PinnedPlace | undefined): {
  className?: string;
  style?: CSSProperties;
} {
  if (!place) return {};
  return {
    className: cn(
      'sticky z-[1] bg-inherit',
      place.edge &&
        (place.side === 'left'
          ? 'in-data-more-start:shadow-[6px_0_6px_-6px_rgb(0_0_0/0.25)]'
          : 'in-data-more-end:shadow-[-6px_0_6px_-6px_rgb(0_0_0/0.25)]'),
    ),
    style: { [place.side]: place.offset },
  };
}

const dash = <span className="text-muted-foreground">—</span>;

/** How each of the spec's columns (lib/column-config) is laid out and drawn on a desktop. */
export const COLUMN_DEFS: Readonly<Record<string, ColumnDef>> = Object.fromEntries([
  column('select', { width: 40, pin: 'start' }),
  column('code', {
    width: 124,
    pin: 'start',
    // The code, and how well the row matches the search: what 'ordenadas por afinidad' means.
    render: (row, { open }) => (
      <span className="flex min-w-0 flex-col gap-0.5">
        <OpportunityLink
          codigo={row.codigo}
          onOpen={open}
          className="font-mono text-xs whitespace-nowrap"
        >
          {row.codigo}
        </OpportunityLink>
        <AffinityScore score={row.score} />
      </span>
    ),
  }),
  column('tasks', {
    width: 76,
    pin: 'start',
    align: 'end',
    render: (row, { renderTasks }) =>
      renderTasks ? renderTasks(row) : row.tareas > 0 ? row.tareas : dash,
  }),
  column('name', {
    width: 220,
    grow: 2,
    pin: 'start',
    render: (row, { open }) => (
      <OpportunityLink
        codigo={row.codigo}
        onOpen={open}
        title={row.nombre}
        className="line-clamp-2 leading-snug font-medium"
      >
        {row.nombre}
      </OpportunityLink>
    ),
  }),
  column('entity', {
    width: 170,
    grow: 1,
    render: (row) => (
      <span className="line-clamp-2 leading-snug" title={row.entidad}>
        {row.entidad}
      </span>
    ),
  }),
  column('type', {
    width: 128,
    render: (row) => <span className="line-clamp-2 text-xs">{row.procedencia}</span>,
  }),
  column('region', {
    width: 136,
    render: (row) => (
      <span className="line-clamp-2 text-xs" title={row.region}>
        {row.region}
      </span>
    ),
  }),
  column('amount', {
    width: 140,
    align: 'end',
    render: (row) =>
      row.monto === null ? (
        <span className="text-right text-xs text-muted-foreground">{AMOUNT_HIDDEN_TEXT}</span>
      ) : (
        <span className="whitespace-nowrap tabular-nums">{formatCLP(row.monto)}</span>
      ),
  }),
  column('productQuantity', {
    width: 96,
    align: 'end',
    render: (row) => <span className="tabular-nums">{row.cantidadProductos}</span>,
  }),
  column('publishDate', {
    width: 104,
    render: (row) => (
      <span className="text-xs tabular-nums">{formatChileDate(row.fechaPublicacion, 'date')}</span>
    ),
  }),
  column('closeDate', {
    width: 140,
    pin: 'end',
    // The close, and whether it still takes offers: how long it has left, or its state.
    render: (row, { now }) => (
      <span className="flex min-w-0 flex-col gap-0.5">
        <span className="text-xs whitespace-nowrap tabular-nums">
          {formatChileDate(row.fechaCierre, 'dateTime')}
        </span>
        <OpportunityStateBadge row={row} now={now} />
      </span>
    ),
  }),
  column('tags', {
    width: 132,
    render: (row, { renderTags }) =>
      renderTags ? (
        renderTags(row)
      ) : row.etiquetas.length === 0 ? (
        dash
      ) : (
        <TagList tags={row.etiquetas} compact />
      ),
  }),
  column('decision', {
    width: 116,
    render: (row, { renderDecision }) => (renderDecision ? renderDecision(row) : dash),
  }),
  column('actions', { width: 140, pin: 'end' }),
]);
