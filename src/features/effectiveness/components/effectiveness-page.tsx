import type { ReactNode } from 'react';

import { EffectivenessSummary } from './effectiveness-summary';
import { OutcomeDetail } from './outcome-detail';

/**
 * /dashboard/efectividad: bids against awards, the win rate by type, region and buyer, every bid
 * with its outcome, and the bid decisions with theirs (`renderDecisions`, from the app);
 * /dashboard/efectividad/{codigo}: one bid's outcome.
 */
export function EffectivenessPage({
  companyId,
  codigo,
  renderDecisions,
}: {
  companyId: number;
  codigo?: string;
  renderDecisions?: () => ReactNode;
}) {
  if (codigo) return <OutcomeDetail companyId={companyId} codigo={codigo} />;
  return <EffectivenessSummary companyId={companyId} decisions={renderDecisions?.()} />;
}
