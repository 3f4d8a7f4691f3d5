import { useParams } from 'react-router-dom';

import { useCurrentCompany } from '@/entities/user/hooks/use-current-user';
import { ProcessOffersPage } from '@/features/competition/components/process-offers-page';

/** /dashboard/competencia/procesos/{codigo}: every offer of a closed process, ranked. */
export function Component() {
  const { codigo = '' } = useParams();
  const { companyId } = useCurrentCompany();
  return <ProcessOffersPage key={codigo} companyId={companyId} codigo={codigo} />;
}
