import { useParams } from 'react-router-dom';

import { renderEffectivenessDecisions } from '@/app/slots/decision-outcome-slots';
import { useCurrentCompany } from '@/entities/user/hooks/use-current-user';
import { EffectivenessPage } from '@/features/effectiveness/components/effectiveness-page';

/** /dashboard/efectividad/{codigo?}: bids against awards, decisions against results; one bid's outcome. */
export function Component() {
  const { codigo } = useParams();
  const { companyId } = useCurrentCompany();
  return (
    <EffectivenessPage
      key={codigo ?? ''}
      companyId={companyId}
      codigo={codigo}
      renderDecisions={renderEffectivenessDecisions}
    />
  );
}
