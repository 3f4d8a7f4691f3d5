import { z } from 'zod';

/** The kinds of notification the server sends (decision 0016). */
export const NOTIFICATION_TYPES = [
  'pending_task',
  'opportunity',
  'update',
  'success',
  'other',
] as const;

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The one status the spec names: an unread notification, shown as new ('Nueva'). */
export const UNREAD_STATUS = 'pending';

/** What the mock (and, by decision 0016, the server) writes once a notification is read. */
export const READ_STATUS = 'read';

/**
 * A notification (decision 0016): id, type, name, description, status, created_at and the
 * opportunity it is about. The spec shows only `opportunity.nombre`; the detail link needs the
 * code as well, so `opportunity.codigo` is part of the contract (decision 0016). A type the app
 * does not know yet reads as 'other' rather than failing the whole list.
 */
export const notificationSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  type: z.enum(NOTIFICATION_TYPES).catch('other'),
  name: z.string(),
  description: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  status: z.string(),
  created_at: z.string(),
  opportunity: z
    .object({ codigo: z.string().nullish(), nombre: z.string() })
    .nullish()
    .transform((value) => value ?? null),
});

export type Notification = z.output<typeof notificationSchema>;

export const isUnread = (notification: Pick<Notification, 'status'>) =>
  notification.status === UNREAD_STATUS;

/** GET /notifications?page&limit&companyId: data{data,total,totalPages,unreadCount}. */
export const notificationPageSchema = z.object({
  data: z.array(notificationSchema),
  total: z.number().int().nonnegative(),
  totalPages: z.number().int().nonnegative(),
  unreadCount: z.number().int().nonnegative(),
});

export type NotificationPage = z.output<typeof notificationPageSchema>;

export const notificationsResponseSchema = z.object({ data: notificationPageSchema });
