import { useCurrentCompany } from '@/entities/user/hooks/use-current-user';
import { RivalsPage } from '@/features/competition/components/rivals-page';

/** /dashboard/competencia: the rivals met in closed processes, and the newcomers. */
export function Component() {
  const { companyId } = useCurrentCompany();
  return <RivalsPage companyId={companyId} />;
}
