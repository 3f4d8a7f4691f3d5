import { lazy, Suspense } from 'react';

import type {
  OpportunityDetail,
  OpportunitySummary,
} from '@/entities/opportunity/api/opportunity-schema';
import { hasReceivablesAccess } from '@/entities/user/api/permissions';
import { useCurrentCompany, useCurrentUser } from '@/entities/user/api/use-current-user';

/*
 * Where the bid decision plugs into the opportunities feature (decisions 0032 and 0033): the
 * detail's section with its scorecard, which load after the detail is on screen, and the grid's
 * 'Decisión' cell. The scorecard reads the buyer's payments from accounts receivable for the one
 * user who has them.
 */
const BidDecisionSection = lazy(() =>
  import('@/features/bid-decision/components/bid-decision-section').then((module) => ({
    default: module.BidDecisionSection,
  })),
);

const DecisionScorecard = lazy(() =>
  import('@/features/bid-decision/components/decision-scorecard').then((module) => ({
    default: module.DecisionScorecard,
  })),
);

const ScorecardWithReceivables = lazy(() => import('./scorecard-with-receivables'));

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
  const scorecard = (
    <Suspense fallback={null}>
      {hasReceivablesAccess(user) && rut ? (
        <ScorecardWithReceivables {...props} rut={rut} />
      ) : (
        <DecisionScorecard {...props} paymentRecord={null} />
      )}
    </Suspense>
  );
  return (
    <Suspense fallback={null}>
      <BidDecisionSection companyId={companyId} codigo={detail.codigo} scorecard={scorecard} />
    </Suspense>
  );
}

/** 'Decisión' on every opportunity's detail, with the go / no-go scorecard. */
export function renderDetailDecision(detail: OpportunityDetail) {
  return <DecisionEntry detail={detail} />;
}
