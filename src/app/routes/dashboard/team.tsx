import { useCurrentCompany, useCurrentUser } from '@/entities/user/hooks/use-current-user';
import { TeamPage } from '@/features/team/components/team-page';

/** /dashboard/equipo-de-trabajo: the company's people and invitation links. */
export function Component() {
  const { id } = useCurrentUser();
  const { companyId } = useCurrentCompany();
  return <TeamPage companyId={companyId} userId={id} />;
}
