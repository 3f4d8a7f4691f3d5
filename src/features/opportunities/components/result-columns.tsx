import { FlameIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { Badge } from '@/components/ui/badge';
import { TagList } from '@/entities/tag/components/tag-list';
import { closesWithin, formatChileDate, formatCLP, timeUntil } from '@/lib/format';

import type { OpportunitySummary } from '@/entities/opportunity/api/opportunity-schema';
import { AMOUNT_HIDDEN_TEXT } from '../lib/amount';
import { isSortable } from '../lib/process-rows';
import { OpportunityLink } from './opportunity-link';

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
  width: string;
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

const dash = <span className="text-muted-foreground">—</span>;

/** How each of the spec's columns (lib/column-config) is laid out and drawn on a desktop. */
export const COLUMN_DEFS: Readonly<Record<string, ColumnDef>> = Object.fromEntries([
  column('select', { width: '44px' }),
  column('code', {
    width: '132px',
    render: (row, { open }) => (
      <OpportunityLink codigo={row.codigo} onOpen={open} className="font-mono text-xs">
        {row.codigo}
      </OpportunityLink>
    ),
  }),
  column('tasks', {
    width: '72px',
    align: 'end',
    render: (row, { renderTasks }) =>
      renderTasks ? renderTasks(row) : row.tareas > 0 ? row.tareas : dash,
  }),
  column('name', {
    width: 'minmax(240px, 2.2fr)',
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
    width: 'minmax(170px, 1.3fr)',
    render: (row) => (
      <span className="line-clamp-2 leading-snug" title={row.entidad}>
        {row.entidad}
      </span>
    ),
  }),
  column('type', {
    width: '140px',
    render: (row) => <span className="line-clamp-2 text-xs">{row.procedencia}</span>,
  }),
  column('region', {
    width: '150px',
    render: (row) => (
      <span className="line-clamp-2 text-xs" title={row.region}>
        {row.region}
      </span>
    ),
  }),
  column('amount', {
    width: '128px',
    align: 'end',
    render: (row) =>
      row.monto === null ? (
        <span className="text-right text-xs text-muted-foreground">{AMOUNT_HIDDEN_TEXT}</span>
      ) : (
        <span className="tabular-nums">{formatCLP(row.monto)}</span>
      ),
  }),
  column('productQuantity', {
    width: '96px',
    align: 'end',
    render: (row) => <span className="tabular-nums">{row.cantidadProductos}</span>,
  }),
  column('publishDate', {
    width: '112px',
    render: (row) => (
      <span className="text-xs tabular-nums">{formatChileDate(row.fechaPublicacion, 'date')}</span>
    ),
  }),
  column('closeDate', {
    width: '150px',
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
  }),
  column('tags', {
    width: '132px',
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
    width: '116px',
    render: (row, { renderDecision }) => (renderDecision ? renderDecision(row) : dash),
  }),
  column('actions', { width: '156px' }),
]);
