import { lazy, Suspense } from 'react';

import type { OpportunitySummary } from '@/entities/opportunity/api/opportunity-schema';
import { useCurrentCompany } from '@/entities/user/api/use-current-user';

/*
 * The results grid's 'Decisión' cell and a phone's result card (decision 0032): the team's bid
 * decision on the row's opportunity.
 */
const DecisionCell = lazy(() =>
  import('@/features/bid-decision/components/decision-cell').then((module) => ({
    default: module.DecisionCell,
  })),
);

function DecisionCellEntry({ codigo, onCard }: { codigo: string; onCard: boolean }) {
  const { companyId } = useCurrentCompany();
  return (
    <Suspense fallback={onCard ? null : <span className="text-muted-foreground">—</span>}>
      <DecisionCell companyId={companyId} codigo={codigo} hideEmpty={onCard} />
    </Suspense>
  );
}

/**
 * The results grid's 'Decisión' cell, and the decision on a phone's result card (nothing while
 * undecided); its code loads with the first grid that shows it.
 */
export function renderDecisionCell(row: OpportunitySummary, where: 'grid' | 'card' = 'grid') {
  return <DecisionCellEntry codigo={row.codigo} onCard={where === 'card'} />;
}
