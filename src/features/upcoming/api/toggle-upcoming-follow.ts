import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';

import { upcomingKeys } from './upcoming-keys';
import { followSchema } from './upcoming-schema';

/*
 * PUT and DELETE /upcoming/follows/{id}?companyId (decision 0036): the signed-in person follows
 * a plan line or a market consultation, or stops. When a tender of its buyer and product code is
 * published within its window, the follower is notified and e-mailed, and the item links to it.
 */

const followResponseSchema = z.object({ data: followSchema, message: z.string() });

export async function setUpcomingFollow(companyId: number, id: string, follow: boolean) {
  const item = encodeURIComponent(id);
  if (!follow) {
    return apiRequest({
      method: 'DELETE',
      path: `/upcoming/follows/${item}`,
      query: { companyId },
      schema: followResponseSchema,
      timeout: 'activity',
    });
  }
  return apiRequest({
    method: 'PUT',
    path: `/upcoming/follows/${item}`,
    query: { companyId },
    schema: followResponseSchema,
    timeout: 'activity',
  });
}

export function useUpcomingFollow(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, follow }: { id: string; follow: boolean }) =>
      setUpcomingFollow(companyId, id, follow),
    onSettled: () => queryClient.invalidateQueries({ queryKey: upcomingKeys.company(companyId) }),
  });
}
