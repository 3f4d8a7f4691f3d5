import { useCurrentCompany, useCurrentUser } from '@/entities/user/hooks/use-current-user';
import { ProfilePage } from '@/features/profile/components/profile-page';

/** /dashboard/perfil: the signed-in person, their companies and plan. */
export function Component() {
  const user = useCurrentUser();
  const { companyId } = useCurrentCompany();
  return <ProfilePage user={user} companyId={companyId} />;
}
