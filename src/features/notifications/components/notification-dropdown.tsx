import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatChileDate } from '@/lib/format';

import { headerNotificationFilters, useNotifications } from '../api/get-notifications';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { isUnread, type Notification } from '../api/notification-schema';
import { NOTIFICATION_TYPE_DISPLAY } from '../lib/notification-types';

import { NewMarker, NotificationTypeIcon } from './notification-type-icon';

/** The dropdown shows 3 (decision 0016). */
export const DROPDOWN_SIZE = 3;

/** Where a notification leads: its opportunity's detail, or the notifications page. */
function targetOf(notification: Notification) {
  const code = notification.opportunity?.codigo;
  return code ? paths.dashboard.opportunity.getHref(code) : paths.dashboard.notifications.getHref();
}

/**
 * The bell's list (loaded on first opening): the first 3 of page 1 (the query the badge already
 * made, so opening sends nothing new) and 'Ver todas'. Following one marks it read.
 */
export default function NotificationDropdown({
  companyId,
  onNavigate,
}: {
  companyId: number;
  onNavigate: () => void;
}) {
  const query = useNotifications(headerNotificationFilters(companyId));
  const markRead = useMarkNotificationRead(companyId);
  const unread = query.data?.unreadCount ?? 0;

  let body;
  if (query.isPending) {
    body = (
      <div role="status" aria-label="Cargando notificaciones" className="flex flex-col gap-2 p-3">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-14 w-full" />
        ))}
      </div>
    );
  } else if (query.isError) {
    body = (
      <div className="flex flex-col items-center gap-2 px-4 py-6 text-center text-sm">
        <p>No pudimos cargar tus notificaciones.</p>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          Reintentar
        </Button>
      </div>
    );
  } else if (query.data.data.length === 0) {
    body = (
      <p className="px-4 py-6 text-center text-sm text-muted-foreground">
        No tienes notificaciones.
      </p>
    );
  } else {
    body = (
      <ul className="divide-y" aria-label="Últimas notificaciones">
        {query.data.data.slice(0, DROPDOWN_SIZE).map((notification) => {
          const fresh = isUnread(notification);
          return (
            <li key={notification.id}>
              <Link
                to={targetOf(notification)}
                className={cn(
                  'flex gap-3 px-4 py-3 text-left outline-none hover:bg-accent focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
                  fresh && 'bg-accent/50',
                )}
                onClick={() => {
                  if (fresh) markRead.mutate(notification.id);
                  onNavigate();
                }}
              >
                <NotificationTypeIcon type={notification.type} />
                <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <span className="flex items-start gap-2">
                    <span className="min-w-0 flex-1 text-sm font-medium">{notification.name}</span>
                    {fresh && <NewMarker />}
                  </span>
                  {notification.opportunity && (
                    <span className="truncate text-xs font-medium text-primary">
                      {notification.opportunity.nombre}
                    </span>
                  )}
                  {notification.description && (
                    <span className="line-clamp-2 text-xs text-muted-foreground">
                      {notification.description}
                    </span>
                  )}
                  <span className="text-xs text-muted-foreground">
                    {NOTIFICATION_TYPE_DISPLAY[notification.type].label} ·{' '}
                    {formatChileDate(notification.created_at, 'dateTime')}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <>
      <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
        <h2 className="text-sm font-semibold">Notificaciones</h2>
        {query.data && (
          <span className="text-xs text-muted-foreground">
            {unread === 0 ? 'Todo al día' : unread === 1 ? '1 sin leer' : `${unread} sin leer`}
          </span>
        )}
      </div>
      {body}
      <div className="border-t p-2">
        <Button asChild variant="ghost" className="w-full">
          <Link to={paths.dashboard.notifications.getHref()} onClick={onNavigate}>
            Ver todas
          </Link>
        </Button>
      </div>
    </>
  );
}
