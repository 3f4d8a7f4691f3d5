import { useEffect } from 'react';

import type { OpportunityDetail } from '@/entities/opportunity/api/opportunity-schema';
import { hasReceivablesAccess } from '@/entities/user/lib/permissions';
import { useCurrentCompany, useCurrentUser } from '@/entities/user/hooks/use-current-user';
import { deferredPart } from '@/lib/lazy-component';

/*
 * Where the bid decision plugs into the opportunity's detail (decisions 0032 and 0033): the
 * section with its scorecard, which load after the detail is on screen. The scorecard reads the
 * buyer's payments from accounts receivable for the one user who has them. The grid's cell is
 * decision-cell-slot.tsx, so the dashboard does not carry the detail's part.
 */
const BidDecisionSection = deferredPart(
  () => import('@/features/bid-decision/components/bid-decision-section'),
  (module) => module.BidDecisionSection,
);

const DecisionScorecard = deferredPart(
  () => import('@/features/bid-decision/components/decision-scorecard'),
  (module) => module.DecisionScorecard,
);

const ScorecardWithReceivables = deferredPart(
  () => import('./scorecard-with-receivables'),
  (module) => module.default,
);

function DecisionEntry({ detail }: { detail: OpportunityDetail }) {
  const user = useCurrentUser();
  const { companyId } = useCurrentCompany();
  const props = {
    companyId,
    codigo: detail.codigo,
    closeIso: detail.fechas.cierre,
    budget: detail.montoVisible ? detail.monto : null,
  };
  const rut = detail.comprador.rutUnidad;
  const withReceivables = hasReceivablesAccess(user) && Boolean(rut);
  // The scorecard's code comes with the section's, not after it: the section then draws it at
  // once, and its question leaves with the decision's (a busy page answered the others first).
  useEffect(() => {
    const load = withReceivables ? ScorecardWithReceivables.load : DecisionScorecard.load;
    load().catch(() => undefined);
  }, [withReceivables]);
  const scorecard =
    withReceivables && rut ? (
      <ScorecardWithReceivables {...props} rut={rut} />
    ) : (
      <DecisionScorecard {...props} paymentRecord={null} />
    );
  return <BidDecisionSection companyId={companyId} codigo={detail.codigo} scorecard={scorecard} />;
}

/** 'Decisión' on every opportunity's detail, with the go / no-go scorecard. */
export function renderDetailDecision(detail: OpportunityDetail) {
  return <DecisionEntry detail={detail} />;
}
