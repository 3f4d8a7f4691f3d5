import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { BellOffIcon, CheckCheckIcon, ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';

import { Card } from '@/components/blocks/card';
import { EmptyState } from '@/components/feedback/empty-state';
import { PageLoadError, PageLoading } from '@/components/feedback/page-load-state';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useMinimumLoading } from '@/hooks/use-minimum-loading';
import { usePageParam } from '@/hooks/use-page-param';
import { getErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatChileDate } from '@/lib/format';

import { NOTIFICATIONS_PAGE_SIZE, notificationsQueryOptions } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { isUnread, type Notification } from '../api/notification-schema';
import { NOTIFICATION_TYPE_DISPLAY } from '../lib/notification-types';

import { NewMarker, NotificationTypeIcon } from './notification-type-icon';

function unreadSummary(unread: number) {
  if (unread === 0) return 'No tienes notificaciones sin leer.';
  if (unread === 1) return 'Tienes 1 notificación sin leer.';
  return `Tienes ${unread} notificaciones sin leer.`;
}

/**
 * /dashboard/notificaciones (decision 0016): the company's notifications, 10 a page (page 1 is
 * the bell's own query), newest first, with their type, 'Nueva' while unread, the opportunity
 * they are about, the date in Chile's time, 'Marcar como leída' and 'Marcar todas como leídas'.
 */
export function NotificationsPage({ companyId }: { companyId: number }) {
  const [page, goTo] = usePageParam();
  const query = useQuery({
    ...notificationsQueryOptions({ companyId, page, limit: NOTIFICATIONS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const loading = useMinimumLoading(query.isPending);
  const markRead = useMarkNotificationRead(companyId);
  const markAll = useMarkAllNotificationsRead(companyId);
  const unread = query.data?.unreadCount ?? 0;

  let body;
  if (loading || query.isPending) {
    body = <PageLoading label="Cargando notificaciones" />;
  } else if (query.isError) {
    body = (
      <PageLoadError
        title="No pudimos cargar tus notificaciones"
        message={getErrorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (query.data.total === 0) {
    body = (
      <EmptyState icon={BellOffIcon} title="No tienes notificaciones">
        <p>
          Aquí verás las nuevas oportunidades de tus búsquedas guardadas con alertas, los cambios en
          las oportunidades que sigues con etiquetas y las tareas que te asignen.
        </p>
      </EmptyState>
    );
  } else if (query.data.data.length === 0) {
    body = (
      <EmptyState title="Esta página no tiene notificaciones">
        <Button variant="outline" className="mt-2" onClick={() => goTo(1)}>
          Ir a la primera página
        </Button>
      </EmptyState>
    );
  } else {
    body = (
      <ul aria-label="Notificaciones" className="flex flex-col gap-3">
        {query.data.data.map((notification) => (
          <NotificationRow
            key={notification.id}
            notification={notification}
            onMarkRead={() => markRead.mutate(notification.id)}
          />
        ))}
      </ul>
    );
  }

  const totalPages = query.data?.totalPages ?? 0;

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 className="text-xl font-bold tracking-tight">Tus notificaciones</h2>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {query.data ? unreadSummary(unread) : 'Lo que pasa con tus oportunidades y búsquedas.'}
          </p>
        </div>
        <Button
          variant="outline"
          disabled={!query.data || unread === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          <CheckCheckIcon aria-hidden /> Marcar todas como leídas
        </Button>
      </div>
      {body}
      {!loading && query.data && totalPages > 1 && (
        <nav
          aria-label="Páginas de notificaciones"
          className="flex items-center justify-between gap-3"
        >
          <Button variant="outline" disabled={page <= 1} onClick={() => goTo(page - 1)}>
            <ChevronLeftIcon aria-hidden /> Anterior
          </Button>
          <span className="text-sm text-muted-foreground">
            Página {Math.min(page, totalPages)} de {totalPages}
          </span>
          <Button variant="outline" disabled={page >= totalPages} onClick={() => goTo(page + 1)}>
            Siguiente <ChevronRightIcon aria-hidden />
          </Button>
        </nav>
      )}
    </div>
  );
}

function NotificationRow({
  notification,
  onMarkRead,
}: {
  notification: Notification;
  onMarkRead: () => void;
}) {
  const fresh = isUnread(notification);
  const { opportunity } = notification;
  const headingId = useId();
  return (
    <Card
      as="li"
      className={cn(
        'flex flex-col gap-3 p-4 sm:flex-row sm:items-start',
        fresh && 'border-primary/40 bg-accent/40',
      )}
    >
      <div className="flex min-w-0 flex-1 gap-3">
        <NotificationTypeIcon type={notification.type} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
            <span className="font-medium text-foreground">
              {NOTIFICATION_TYPE_DISPLAY[notification.type].label}
            </span>
            <span aria-hidden>·</span>
            <time dateTime={notification.created_at}>
              {formatChileDate(notification.created_at, 'dateTime')}
            </time>
            {fresh && <NewMarker />}
          </p>
          <h3 id={headingId} className="font-semibold break-words">
            {notification.name}
          </h3>
          {notification.description && (
            <p className="text-sm break-words text-muted-foreground">{notification.description}</p>
          )}
          {opportunity &&
            (opportunity.codigo ? (
              <Link
                to={paths.dashboard.opportunity.getHref(opportunity.codigo)}
                className="w-fit text-sm font-medium break-words text-primary underline-offset-4 hover:underline"
              >
                {opportunity.nombre}
              </Link>
            ) : (
              <p className="text-sm font-medium break-words">{opportunity.nombre}</p>
            ))}
        </div>
      </div>
      {fresh && (
        <Button
          size="sm"
          variant="ghost"
          className="self-end sm:self-start"
          aria-describedby={headingId}
          onClick={onMarkRead}
        >
          Marcar como leída
        </Button>
      )}
    </Card>
  );
}
