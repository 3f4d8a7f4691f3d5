import type { OpportunitySummary } from '@/entities/opportunity/api/opportunity-schema';
import { useCurrentCompany } from '@/entities/user/hooks/use-current-user';
import { deferredPart } from '@/lib/lazy-component';

/*
 * The results grid's 'Decisión' cell and a phone's result card (decision 0032): the team's bid
 * decision on the row's opportunity.
 */
const DecisionCell = deferredPart(
  () => import('@/features/bid-decision/components/decision-cell'),
  (module) => module.DecisionCell,
);

/** The 'Decisión' cell's code, fetched ahead with the grid's. */
export const loadDecisionCell = DecisionCell.load;

function DecisionCellEntry({ codigo, onCard }: { codigo: string; onCard: boolean }) {
  const { companyId } = useCurrentCompany();
  return (
    <DecisionCell
      fallback={onCard ? null : <span className="text-muted-foreground">—</span>}
      companyId={companyId}
      codigo={codigo}
      hideEmpty={onCard}
    />
  );
}

/**
 * The results grid's 'Decisión' cell, and the decision on a phone's result card (nothing while
 * undecided); its code loads with the first grid that shows it.
 */
export function renderDecisionCell(row: OpportunitySummary, where: 'grid' | 'card' = 'grid') {
  return <DecisionCellEntry codigo={row.codigo} onCard={where === 'card'} />;
}
