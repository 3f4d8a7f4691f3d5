import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';

import { notificationKeys } from './get-notifications';
import { markReadInCache, restoreCache } from '../lib/notification-cache';

/** PATCH /notifications/read-all?companyId, no body (decision 0016). */
export const markAllNotificationsReadInputSchema = z.object({
  companyId: z.number().int().positive(),
});

export type MarkAllNotificationsReadInput = z.input<typeof markAllNotificationsReadInputSchema>;

/** How many were marked now, and the unread count after (0). */
export const markAllNotificationsReadResponseSchema = z.object({
  message: z.string().optional(),
  data: z.object({
    updated: z.number().int().nonnegative(),
    unreadCount: z.number().int().nonnegative(),
  }),
});

export async function markAllNotificationsRead(input: MarkAllNotificationsReadInput) {
  const { companyId } = markAllNotificationsReadInputSchema.parse(input);
  const response = await apiRequest({
    method: 'PATCH',
    path: '/notifications/read-all',
    query: { companyId },
    schema: markAllNotificationsReadResponseSchema,
    timeout: 'notification',
  });
  return response.data;
}

export function useMarkAllNotificationsRead(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markAllNotificationsRead({ companyId }),
    onMutate: () => markReadInCache(queryClient, companyId, 'all'),
    onError: (_error, _variables, snapshot) => restoreCache(queryClient, snapshot),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    meta: { errorMessage: 'No se pudieron marcar las notificaciones como leídas' },
  });
}
