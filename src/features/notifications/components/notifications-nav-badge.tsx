import { SidebarMenuBadge } from '@/components/ui/sidebar';

import { useUnreadNotificationCount } from '../api/get-notifications';
import { formatBadgeCount } from '../lib/badge-count';

/**
 * The sidebar's count beside 'Notificaciones': the same unread count as the bell (the same
 * query), never the spec's fixed 3 (decision 0006). Nothing while there is nothing unread.
 */
export function NotificationsNavBadge({ companyId }: { companyId: number }) {
  const count = useUnreadNotificationCount(companyId);
  const text = formatBadgeCount(count);
  if (text === null || count === undefined) return null;
  return (
    <SidebarMenuBadge>
      <span aria-hidden>{text}</span>
      <span className="sr-only">{`${count} sin leer`}</span>
    </SidebarMenuBadge>
  );
}
