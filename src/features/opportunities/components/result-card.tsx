import { FlameIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { closesWithin, formatChileDate, timeUntil } from '@/lib/format';

import type { OpportunitySummary } from '@/entities/opportunity/api/opportunity-schema';
import { formatAmount } from '../lib/amount';
import { OpportunityLink } from './opportunity-link';

/** One result as a card, for phones: what a supplier scans first, and the same actions. */
export function ResultCard({
  row,
  now,
  selected,
  onToggle,
  onOpen,
  extraActions,
  decision,
}: {
  row: OpportunitySummary;
  now: Date;
  selected: boolean;
  onToggle: () => void;
  onOpen: () => void;
  /** Another feature's row actions (e.g. tagging), beside 'Ver'. */
  extraActions?: ReactNode;
  /** The team's bid decision on it (decision 0032), when decided. */
  decision?: ReactNode;
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
        <p className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
          <span className="font-semibold tabular-nums">{formatAmount(row.monto)}</span>
          <span className="tabular-nums">
            Cierra {formatChileDate(row.fechaCierre, 'dateTime')}
          </span>
          {closing && (
            <Badge variant="warning" className="gap-1">
              <FlameIcon aria-hidden />
              {timeUntil(row.fechaCierre, now)}
            </Badge>
          )}
          {decision}
        </p>
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
