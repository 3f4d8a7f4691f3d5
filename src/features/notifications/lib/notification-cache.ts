import type { QueryClient } from '@tanstack/react-query';

import { notificationKeys, type NotificationListFilters } from '../api/get-notifications';
import { isUnread, READ_STATUS, type NotificationPage } from '../api/notification-schema';

type Snapshot = [readonly unknown[], NotificationPage | undefined][];

/** The cached pages of one company's notifications, with their keys. */
function companyPages(queryClient: QueryClient, companyId: number) {
  return queryClient
    .getQueriesData<NotificationPage>({ queryKey: notificationKeys.lists() })
    .filter(([key]) => (key[2] as NotificationListFilters | undefined)?.companyId === companyId);
}

/**
 * Marks notifications read in every cached page of the company at once (the bell, the sidebar
 * badge and the page read the same pages), so the count goes down on the click; returns what
 * was there, for a rollback if the server refuses.
 */
export async function markReadInCache(
  queryClient: QueryClient,
  companyId: number,
  ids: ReadonlySet<string> | 'all',
): Promise<Snapshot> {
  await queryClient.cancelQueries({ queryKey: notificationKeys.lists() });
  const pages = companyPages(queryClient, companyId);
  const snapshot: Snapshot = pages.map(([key, page]) => [key, page]);
  const matches = (id: string) => ids === 'all' || ids.has(id);

  // How many of the ones being read were unread, as far as the cache knows.
  const newlyRead = new Set<string>();
  for (const [, page] of pages) {
    for (const notification of page?.data ?? []) {
      if (matches(notification.id) && isUnread(notification)) newlyRead.add(notification.id);
    }
  }

  for (const [key, page] of pages) {
    if (!page) continue;
    queryClient.setQueryData<NotificationPage>(key, {
      ...page,
      unreadCount: ids === 'all' ? 0 : Math.max(0, page.unreadCount - newlyRead.size),
      data: page.data.map((notification) =>
        matches(notification.id) && isUnread(notification)
          ? { ...notification, status: READ_STATUS }
          : notification,
      ),
    });
  }
  return snapshot;
}

export function restoreCache(queryClient: QueryClient, snapshot: Snapshot | undefined) {
  for (const [key, page] of snapshot ?? []) queryClient.setQueryData(key, page);
}
