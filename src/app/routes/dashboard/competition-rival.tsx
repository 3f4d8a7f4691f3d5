import { useParams } from 'react-router-dom';

import { useCurrentCompany } from '@/entities/user/hooks/use-current-user';
import { RivalPage } from '@/features/competition/components/rival-page';

/** /dashboard/competencia/{rut}: one rival's record and every process where we met. */
export function Component() {
  const { rut = '' } = useParams();
  const { companyId } = useCurrentCompany();
  return <RivalPage key={rut} companyId={companyId} rut={rut} />;
}
