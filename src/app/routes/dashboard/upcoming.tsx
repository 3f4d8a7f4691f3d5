import { useCurrentCompany, useCurrentUser } from '@/entities/user/hooks/use-current-user';
import { UpcomingPage } from '@/features/upcoming/components/upcoming-page';

/** /dashboard/lo-que-viene: what is expected on the company's product codes (decision 0036). */
export function Component() {
  const { companyId } = useCurrentCompany();
  const { id } = useCurrentUser();
  return <UpcomingPage companyId={companyId} userId={id} />;
}
