import { useQuery } from '@tanstack/react-query';

import { Badge } from '@/components/ui/badge';

import { BID_DECISION_LABELS } from '../api/bid-decision-schema';
import { bidDecisionsQueryOptions } from '../api/get-bid-decisions';
import { DECISION_BADGE_VARIANTS } from './decision-badge';

/**
 * The results grid's 'Decisión' cell (decision 0032): the company's decision on the row's
 * opportunity, from one list of the company's decisions (one request for the whole grid), with
 * its reason as the badge's title.
 */
export function DecisionCell({
  companyId,
  codigo,
  hideEmpty = false,
}: {
  companyId: number;
  codigo: string;
  /** Draw nothing while undecided (a phone's result card), instead of '—'. */
  hideEmpty?: boolean;
}) {
  const decisions = useQuery(bidDecisionsQueryOptions(companyId));
  const found = decisions.data?.find((entry) => entry.codigo === codigo);
  if (!found) return hideEmpty ? null : <span className="text-muted-foreground">—</span>;
  return (
    <Badge variant={DECISION_BADGE_VARIANTS[found.decision]} title={found.motivo}>
      {BID_DECISION_LABELS[found.decision]}
    </Badge>
  );
}
