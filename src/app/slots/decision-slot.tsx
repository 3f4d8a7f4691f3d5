import { lazy, Suspense } from 'react';

import type { OpportunityDetail } from '@/entities/opportunity/api/opportunity-schema';
import { useCurrentCompany } from '@/entities/user/api/use-current-user';

/*
 * Where the bid decision plugs into the opportunity's detail (decision 0032): its section loads
 * after the detail is on screen.
 */
const BidDecisionSection = lazy(() =>
  import('@/features/bid-decision/components/bid-decision-section').then((module) => ({
    default: module.BidDecisionSection,
  })),
);

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
