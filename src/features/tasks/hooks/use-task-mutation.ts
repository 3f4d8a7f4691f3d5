import { useMutation, useQueryClient } from '@tanstack/react-query';

import { taskKeys } from '@/entities/task/api/get-tasks';
import { refetchAfterTaskWrite } from '@/entities/task/lib/task-writes';
import type { Task } from '@/entities/task/api/task-schema';

/**
 * A task write (create, update, delete). A change with an `optimistic` step shows at once on
 * every task list in the cache (the board, the detail's list) and goes back if the server
 * refuses it; afterwards every task list, the activity feed and the calendar are refetched.
 * `errorMessage` titles the query client's toast on failure; without it the caller shows it.
 */
export function useTaskMutation<TVariables, TResult>({
  mutationFn,
  onSuccess,
  errorMessage,
  optimistic,
}: {
  mutationFn: (variables: TVariables) => Promise<TResult>;
  onSuccess?: (result: TResult) => unknown;
  errorMessage?: string;
  optimistic?: (variables: TVariables) => ((tasks: Task[]) => Task[]) | undefined;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { errorMessage },
    onMutate: async (variables) => {
      const change = optimistic?.(variables);
      if (!change) return { previous: [] };
      await queryClient.cancelQueries({ queryKey: taskKeys.lists() });
      const previous = queryClient.getQueriesData<Task[]>({ queryKey: taskKeys.lists() });
      for (const [key, tasks] of previous) {
        if (tasks) queryClient.setQueryData(key, change(tasks));
      }
      return { previous };
    },
    onError: (_error, _variables, context) => {
      for (const [key, tasks] of context?.previous ?? []) queryClient.setQueryData(key, tasks);
    },
    onSuccess,
    onSettled: () => refetchAfterTaskWrite(queryClient),
  });
}
