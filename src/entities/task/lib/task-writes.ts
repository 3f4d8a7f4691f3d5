import type { QueryClient } from '@tanstack/react-query';

import { activityKeys } from '@/entities/activity/api/activity-keys';
import { followedOpportunityKeys } from '@/entities/opportunity/api/followed-opportunity-keys';

import { taskKeys } from '../api/get-tasks';

/**
 * What a task write (create, update, delete) makes stale, wherever it is made (the board, a
 * requirement's 'Asignar', 'Preparar' on what comes next): every task list, the activity feed
 * (the server records a task's creation and completion there) and the calendar's followed
 * opportunities.
 */
export function refetchAfterTaskWrite(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: taskKeys.all }),
    queryClient.invalidateQueries({ queryKey: activityKeys.all }),
    queryClient.invalidateQueries({ queryKey: followedOpportunityKeys.all }),
  ]);
}
