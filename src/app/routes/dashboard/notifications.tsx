import { useCurrentCompany } from '@/entities/user/hooks/use-current-user';
import { NotificationsPage } from '@/features/notifications/components/notifications-page';

/** /dashboard/notificaciones: the notifications of the user's first company. */
export function Component() {
  const { companyId } = useCurrentCompany();
  return <NotificationsPage companyId={companyId} />;
}
