import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';

import { notificationKeys } from './get-notifications';
import { markReadInCache, restoreCache } from '../lib/notification-cache';
import { notificationSchema } from './notification-schema';

/**
 * PATCH /notifications/{id}/read?companyId, no body (decision 0016: the spec shows no call to
 * mark a notification read). Marking one already read is not an error.
 */
export const markNotificationReadInputSchema = z.object({
  id: z.string().trim().min(1),
  companyId: z.number().int().positive(),
});

export type MarkNotificationReadInput = z.input<typeof markNotificationReadInputSchema>;

/** The notification as it is now, and the company's unread count after the change. */
export const markNotificationReadResponseSchema = z.object({
  message: z.string().optional(),
  data: z.object({
    notification: notificationSchema,
    unreadCount: z.number().int().nonnegative(),
  }),
});

export async function markNotificationRead(input: MarkNotificationReadInput) {
  const { id, companyId } = markNotificationReadInputSchema.parse(input);
  const response = await apiRequest({
    method: 'PATCH',
    path: `/notifications/${encodeURIComponent(id)}/read`,
    query: { companyId },
    schema: markNotificationReadResponseSchema,
    timeout: 'notification',
  });
  return response.data;
}

/** Marks one read at once in every cached list (the bell's count follows), then refetches. */
export function useMarkNotificationRead(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => markNotificationRead({ id, companyId }),
    onMutate: (id) => markReadInCache(queryClient, companyId, new Set([id])),
    onError: (_error, _id, snapshot) => restoreCache(queryClient, snapshot),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    meta: { errorMessage: 'No se pudo marcar la notificación como leída' },
  });
}
