import { z } from 'zod';

import { buildSearchJson, type SearchJson, type SearchParams } from '@/lib/search-json';

import { NOTIFICATION_TIMES, type SavedSearch } from '../api/saved-search-schema';

/** The saved-search modal's messages, word for word. */
export const SAVED_SEARCH_MESSAGES = {
  nameRequired: 'El nombre de la búsqueda es obligatorio.',
  timesRequired:
    'Debes seleccionar al menos un horario de notificación cuando las notificaciones por email están activadas.',
  usersRequired: 'Debes seleccionar al menos un usuario para recibir notificaciones.',
} as const;

export type NotificationTime = (typeof NOTIFICATION_TIMES)[number];

export const savedSearchFormSchema = z
  .object({
    name: z.string().trim().min(1, SAVED_SEARCH_MESSAGES.nameRequired),
    sendEmail: z.boolean(),
    notificationTimes: z.array(z.enum(NOTIFICATION_TIMES)),
    notifyUserIds: z.array(z.number()),
  })
  .superRefine((values, ctx) => {
    // Times and recipients only matter when the alerts are on.
    if (!values.sendEmail) return;
    if (values.notificationTimes.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['notificationTimes'],
        message: SAVED_SEARCH_MESSAGES.timesRequired,
      });
    }
    if (values.notifyUserIds.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['notifyUserIds'],
        message: SAVED_SEARCH_MESSAGES.usersRequired,
      });
    }
  });

export type SavedSearchFormValues = z.infer<typeof savedSearchFormSchema>;

const isNotificationTime = (value: string): value is NotificationTime =>
  (NOTIFICATION_TIMES as readonly string[]).includes(value);

/** Keeps only the spec's six times, in the day's order, whatever order the server stored. */
export function sortNotificationTimes(times: readonly string[]): NotificationTime[] {
  return NOTIFICATION_TIMES.filter((time) => times.includes(time));
}

/** What the form starts with: empty when creating, the stored choices when editing. */
export function initialFormValues(savedSearch?: SavedSearch): SavedSearchFormValues {
  if (!savedSearch) {
    return { name: '', sendEmail: false, notificationTimes: [], notifyUserIds: [] };
  }
  return {
    name: savedSearch.name,
    sendEmail: savedSearch.sendEmail,
    notificationTimes: sortNotificationTimes(
      savedSearch.notificationTimes.filter(isNotificationTime),
    ),
    notifyUserIds: savedSearch.notifyUsers.map((user) => user.id),
  };
}

/**
 * The search the modal saves. In edit mode the current search parameters take
 * priority over the stored search data; without them the stored json is kept as it is. Null
 * when there is nothing to save (create mode without a search).
 */
export function resolveSearchJson({
  searchParams,
  savedSearch,
}: {
  searchParams?: SearchParams;
  savedSearch?: SavedSearch;
}): SearchJson | null {
  if (searchParams) return buildSearchJson(searchParams);
  return savedSearch?.json_data ?? null;
}
