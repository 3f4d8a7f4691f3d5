import { useCurrentCompany } from '@/entities/user/hooks/use-current-user';
import { ActivitiesPage } from '@/features/activities/components/activities-page';

/** /dashboard/actividades: the team's activity feed. */
export function Component() {
  const { companyId } = useCurrentCompany();
  return <ActivitiesPage companyId={companyId} />;
}
