import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';
import { retryExceptOn401 } from '@/lib/query-policies';
import { requireId } from '@/lib/service-errors';

import { notificationsResponseSchema } from './notification-schema';

/** The header asks page 1, limit 10; the page walks the same pages (decision 0016). */
export const NOTIFICATIONS_PAGE_SIZE = 10;

/** The most a page may ask for (decision 0016); the server refuses more. */
export const NOTIFICATIONS_MAX_LIMIT = 50;

/** The paging of GET /notifications, as sent and as the server reads it. */
export const notificationPagingSchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(NOTIFICATIONS_MAX_LIMIT)
    .default(NOTIFICATIONS_PAGE_SIZE),
});

export type NotificationListFilters = { companyId: number; page: number; limit: number };

/** The one key factory every notification query and invalidation uses. */
export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (filters: NotificationListFilters) => [...notificationKeys.lists(), filters] as const,
};

/** What the bell, its dropdown and the sidebar badge read: page 1, limit 10. */
export const headerNotificationFilters = (companyId: number): NotificationListFilters => ({
  companyId,
  page: 1,
  limit: NOTIFICATIONS_PAGE_SIZE,
});

/** Without a company the service refuses before sending (spec: 'no company' is a 400). */
export const NOTIFICATION_COMPANY_REQUIRED = 'El ID de la empresa es requerido.';

/** GET /notifications?page&limit&companyId, 20 s timeout (decision 0016). */
export async function getNotifications(
  { companyId, page, limit }: NotificationListFilters,
  signal?: AbortSignal,
) {
  const response = await apiRequest({
    path: '/notifications',
    query: { page, limit, companyId: requireId(companyId, NOTIFICATION_COMPANY_REQUIRED) },
    schema: notificationsResponseSchema,
    timeout: 'notification',
    signal,
  });
  return response.data;
}

/**
 * Cached 30 s; not retried on 401, otherwise up to twice; a failure toasts except on 401
 * (decision 0016). Refetched when the window regains focus, so a returning user sees new ones.
 */
export const notificationsQueryOptions = (filters: NotificationListFilters) =>
  queryOptions({
    queryKey: notificationKeys.list(filters),
    queryFn: ({ signal }) => getNotifications(filters, signal),
    staleTime: 30_000,
    refetchOnWindowFocus: true,
    ...retryExceptOn401,
    meta: { errorMessage: 'Error al obtener notificaciones' },
  });

export function useNotifications(filters: NotificationListFilters) {
  return useQuery(notificationsQueryOptions(filters));
}

/** The unread count the bell and the sidebar show (undefined until the first answer). */
export function useUnreadNotificationCount(companyId: number) {
  return useQuery({
    ...notificationsQueryOptions(headerNotificationFilters(companyId)),
    select: (page) => page.unreadCount,
  }).data;
}
