import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { formatChileDate } from '@/lib/format';

import type { OpportunitySummary } from '@/entities/opportunity/api/opportunity-schema';
import { formatAmount } from '../lib/amount';
import { OpportunityLink } from './opportunity-link';
import { AffinityScore, OpportunityStateBadge } from './opportunity-state';

/**
 * One result as a card, for phones: what a supplier scans first (code, affinity, name, buyer,
 * amount, close and state, tags), and the same actions.
 */
export function ResultCard({
  row,
  now,
  selected,
  onToggle,
  onOpen,
  extraActions,
  tags,
  decision,
}: {
  row: OpportunitySummary;
  now: Date;
  selected: boolean;
  onToggle: () => void;
  onOpen: () => void;
  /** Another feature's row actions (e.g. tagging), beside 'Ver'. */
  extraActions?: ReactNode;
  /** Another feature's drawing of its tags (the grid's 'Etiquetas' cell). */
  tags?: ReactNode;
  /** The team's bid decision on it (decision 0032), when decided. */
  decision?: ReactNode;
}) {
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
          <OpportunityLink
            codigo={row.codigo}
            onOpen={onOpen}
            className="shrink-0 font-mono whitespace-nowrap"
          >
            {row.codigo}
          </OpportunityLink>
          <span className="truncate">{row.procedencia}</span>
        </p>
        <OpportunityLink
          codigo={row.codigo}
          onOpen={onOpen}
          title={row.nombre}
          className="line-clamp-2 leading-snug font-medium"
        >
          {row.nombre}
        </OpportunityLink>
        <p className="truncate text-xs text-muted-foreground">{row.entidad}</p>
        <p className="flex items-center gap-3 text-xs">
          <span className="truncate font-semibold tabular-nums">{formatAmount(row.monto)}</span>
          <span className="ml-auto shrink-0">
            <AffinityScore score={row.score} />
          </span>
        </p>
        <p className="truncate text-xs tabular-nums">
          Cierra {formatChileDate(row.fechaCierre, 'dateTime')}
        </p>
        <div className="mt-auto flex min-w-0 items-center gap-2 overflow-hidden text-xs">
          <OpportunityStateBadge row={row} now={now} />
          {decision}
          <div className="min-w-0 flex-1 overflow-hidden">{tags}</div>
        </div>
      </div>
      <div className="flex shrink-0 flex-col items-center justify-center gap-1">
        {extraActions}
        <Button
          variant="ghost"
          size="sm"
          tabIndex={-1}
          aria-label={`Ver detalle de ${row.codigo}`}
          onClick={onOpen}
        >
          Ver
        </Button>
      </div>
    </div>
  );
}
