import { lazy, Suspense } from 'react';

import type {
  OpportunityDetail,
  OpportunitySummary,
} from '@/entities/opportunity/api/opportunity-schema';
import { useCurrentCompany } from '@/entities/user/api/use-current-user';

/*
 * Where the bid decision plugs into the opportunities feature (decision 0032): the detail's
 * section, which loads after the detail is on screen, and the grid's 'Decisión' cell.
 */
const BidDecisionSection = lazy(() =>
  import('@/features/bid-decision/components/bid-decision-section').then((module) => ({
    default: module.BidDecisionSection,
  })),
);

const DecisionCell = lazy(() =>
  import('@/features/bid-decision/components/decision-cell').then((module) => ({
    default: module.DecisionCell,
  })),
);

function DecisionCellEntry({ codigo }: { codigo: string }) {
  const { companyId } = useCurrentCompany();
  return (
    <Suspense fallback={<span className="text-muted-foreground">—</span>}>
      <DecisionCell companyId={companyId} codigo={codigo} />
    </Suspense>
  );
}

/** The results grid's 'Decisión' cell; its code loads with the first grid that shows it. */
export function renderDecisionCell(row: OpportunitySummary) {
  return <DecisionCellEntry codigo={row.codigo} />;
}

function DecisionEntry({ codigo }: { codigo: string }) {
  const { companyId } = useCurrentCompany();
  return (
    <Suspense fallback={null}>
      <BidDecisionSection companyId={companyId} codigo={codigo} />
    </Suspense>
  );
}

/** 'Decisión' on every opportunity's detail. */
export function renderDetailDecision(detail: OpportunityDetail) {
  return <DecisionEntry codigo={detail.codigo} />;
}
