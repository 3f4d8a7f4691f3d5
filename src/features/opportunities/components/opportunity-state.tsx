import { FlameIcon } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { closesWithin, formatPercent, timeUntil } from '@/lib/format';

import type { OpportunitySummary } from '@/entities/opportunity/api/opportunity-schema';
import { isOpenForOffers, stateLabel } from '@/entities/opportunity/lib/opportunity-state';

/**
 * Whether a result still takes offers, in the grid's 'Fecha Cierre' cell and on a phone's card:
 * an open one says how long it has left (a flame within 48 hours), any other its state ('Cerrada',
 * 'Adjudicada', 'Suspendida'...).
 */
export function OpportunityStateBadge({ row, now }: { row: OpportunitySummary; now: Date }) {
  if (!isOpenForOffers(row, now)) {
    const label = stateLabel(row, now);
    return (
      <Badge
        variant={row.estado === 'Suspendida' ? 'warning' : 'secondary'}
        className="max-w-full"
        title={label}
      >
        <span className="truncate">{label}</span>
      </Badge>
    );
  }
  const left = timeUntil(row.fechaCierre, now);
  return closesWithin(row.fechaCierre, now) ? (
    <Badge variant="warning">
      <FlameIcon aria-hidden />
      {left}
    </Badge>
  ) : (
    <Badge variant="success">{left}</Badge>
  );
}

/** How well a result matches the search ('Afinidad 87 %'): what the ranking orders by. */
export function AffinityScore({ score }: { score: number }) {
  return (
    <span className="text-xs whitespace-nowrap text-muted-foreground tabular-nums">
      Afinidad {formatPercent(score)}
    </span>
  );
}
