import { http } from 'msw';
import type { z } from 'zod';

import { notificationPagingSchema } from '@/features/notifications/api/get-notifications';
import { markAllNotificationsReadResponseSchema } from '@/features/notifications/api/mark-all-notifications-read';
import { markNotificationReadResponseSchema } from '@/features/notifications/api/mark-notification-read';
import { notificationsResponseSchema } from '@/features/notifications/api/notification-schema';

import { db } from '../../core/database';
import type { MockNotification } from './records';
import { apiUrl, fail, respond } from '../../core/http';
import { companiesOf, requireUser } from '../../core/session';

export const NOTIFICATION_MESSAGES = {
  companyRequired: 'El ID de la empresa es requerido.',
  forbidden: 'No tiene permisos para acceder a esta empresa.',
  invalidPaging: 'Los parámetros de paginación no son válidos.',
  invalidId: 'El ID de la notificación no es válido.',
  notFound: 'Notificación no encontrada.',
  read: 'Notificación marcada como leída.',
  allRead: 'Notificaciones marcadas como leídas.',
} as const;

const M = NOTIFICATION_MESSAGES;

type ApiNotification = z.input<typeof notificationsResponseSchema>['data']['data'][number];

export function toApiNotification(record: MockNotification): ApiNotification {
  return {
    id: record.id,
    type: record.type,
    name: record.name,
    description: record.description,
    status: record.status,
    created_at: record.createdAt,
    opportunity: record.opportunity,
  };
}

/** The company of a notification call: 400 without a numeric one, 403 if not the user's. */
function requireNotificationCompany(userId: number, value: string | null) {
  const companyId = Number(value);
  if (!value || !Number.isInteger(companyId) || companyId <= 0) {
    throw fail(400, M.companyRequired);
  }
  if (!companiesOf(userId).some(({ company }) => company.id === companyId)) {
    throw fail(403, M.forbidden);
  }
  return companyId;
}

/** The user's notifications in the company, newest first. */
function inbox(userId: number, companyId: number) {
  return db.state.notifications
    .filter((entry) => entry.userId === userId && entry.companyId === companyId)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}

const unreadCount = (userId: number, companyId: number) =>
  db.state.notifications.filter(
    (entry) =>
      entry.userId === userId && entry.companyId === companyId && entry.status === 'pending',
  ).length;

export const notificationHandlers = [
  /** GET /notifications?page&limit&companyId (decision 0016, with its paging rules). */
  http.get(apiUrl('/notifications'), async ({ request }) => {
    const user = await requireUser(request);
    const params = new URL(request.url).searchParams;
    const companyId = requireNotificationCompany(user.id, params.get('companyId'));
    const paging = notificationPagingSchema.safeParse({
      page: params.get('page') ?? undefined,
      limit: params.get('limit') ?? undefined,
    });
    if (!paging.success) return fail(400, M.invalidPaging);
    const { page, limit } = paging.data;
    const all = inbox(user.id, companyId);
    return respond(notificationsResponseSchema, {
      data: {
        data: all.slice((page - 1) * limit, page * limit).map(toApiNotification),
        total: all.length,
        totalPages: Math.ceil(all.length / limit),
        unreadCount: all.filter((entry) => entry.status === 'pending').length,
      },
    });
  }),

  /** PATCH /notifications/read-all?companyId: every unread one of the user in the company. */
  http.patch(apiUrl('/notifications/read-all'), async ({ request }) => {
    const user = await requireUser(request);
    const companyId = requireNotificationCompany(
      user.id,
      new URL(request.url).searchParams.get('companyId'),
    );
    const now = new Date().toISOString();
    const updated = db.write((state) => {
      let count = 0;
      for (const entry of state.notifications) {
        if (entry.userId !== user.id || entry.companyId !== companyId) continue;
        if (entry.status !== 'pending') continue;
        entry.status = 'read';
        entry.readAt = now;
        count += 1;
      }
      return count;
    });
    return respond(markAllNotificationsReadResponseSchema, {
      message: M.allRead,
      data: { updated, unreadCount: unreadCount(user.id, companyId) },
    });
  }),

  /** PATCH /notifications/{id}/read?companyId: one of the user's; already read is fine. */
  http.patch<{ id: string }>(apiUrl('/notifications/:id/read'), async ({ request, params }) => {
    const user = await requireUser(request);
    const companyId = requireNotificationCompany(
      user.id,
      new URL(request.url).searchParams.get('companyId'),
    );
    const id = Number(params.id);
    if (!Number.isInteger(id) || id <= 0) return fail(400, M.invalidId);
    const found = db.state.notifications.find(
      (entry) => entry.id === id && entry.userId === user.id && entry.companyId === companyId,
    );
    // Someone else's notification is as absent as a missing one.
    if (!found) return fail(404, M.notFound);
    const notification = db.write(() => {
      if (found.status === 'pending') {
        found.status = 'read';
        found.readAt = new Date().toISOString();
      }
      return found;
    });
    return respond(markNotificationReadResponseSchema, {
      message: M.read,
      data: {
        notification: toApiNotification(notification),
        unreadCount: unreadCount(user.id, companyId),
      },
    });
  }),
];
