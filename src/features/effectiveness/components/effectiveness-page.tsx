import { EffectivenessSummary } from './effectiveness-summary';
import { OutcomeDetail } from './outcome-detail';

/**
 * /dashboard/efectividad: bids against awards, the win rate by type, region and buyer, and every
 * bid with its outcome; /dashboard/efectividad/{codigo}: one bid's outcome.
 */
export function EffectivenessPage({ companyId, codigo }: { companyId: number; codigo?: string }) {
  if (codigo) return <OutcomeDetail companyId={companyId} codigo={codigo} />;
  return <EffectivenessSummary companyId={companyId} />;
}
