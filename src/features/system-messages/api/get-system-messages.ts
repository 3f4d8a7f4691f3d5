import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest, isApiError } from '@/lib/api-client';

/** Only status 1 is active, and only active messages are shown (decision 0016). */
export const ACTIVE_STATUS = 1;

/** Polled every 5 minutes while signed in (decision 0016). */
export const SYSTEM_MESSAGES_POLL_MS = 5 * 60_000;

/** A system message (decision 0016): id, message (plain text), color, status. */
export const systemMessageSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  message: z.string(),
  color: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  status: z.union([z.number(), z.string()]).transform(Number),
});

export type SystemMessage = z.output<typeof systemMessageSchema>;

export const systemMessagesResponseSchema = z.object({ data: z.array(systemMessageSchema) });

export const systemMessageKeys = {
  all: ['system-messages'] as const,
};

/** GET {api}/messages (decision 0016): every message, whatever its status. */
export async function requestSystemMessages(signal?: AbortSignal): Promise<SystemMessage[]> {
  const response = await apiRequest({
    path: '/messages',
    schema: systemMessagesResponseSchema,
    timeout: 'notification',
    signal,
  });
  return response.data;
}

/**
 * What the banner reads: a failure of any kind is logged and reads as no messages (decision
 * 0016): no banner, no toast, no retry. A cancel stays a cancel.
 */
export async function getSystemMessages(signal?: AbortSignal): Promise<SystemMessage[]> {
  try {
    return await requestSystemMessages(signal);
  } catch (error) {
    if (isApiError(error) && error.type === 'AbortError') throw error;
    console.warn('No se pudieron obtener los mensajes del sistema', error);
    return [];
  }
}

export const systemMessagesQueryOptions = () =>
  queryOptions({
    queryKey: systemMessageKeys.all,
    queryFn: ({ signal }) => getSystemMessages(signal),
    staleTime: SYSTEM_MESSAGES_POLL_MS,
    refetchInterval: SYSTEM_MESSAGES_POLL_MS,
    meta: { silent: true },
  });

/** The active messages (status 1), polled while the component is mounted. */
export function useActiveSystemMessages() {
  return useQuery({
    ...systemMessagesQueryOptions(),
    select: (messages) => messages.filter((message) => message.status === ACTIVE_STATUS),
  }).data;
}
