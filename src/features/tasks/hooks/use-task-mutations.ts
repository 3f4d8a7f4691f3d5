import { useMutation, useQueryClient } from '@tanstack/react-query';

import { activityKeys } from '@/entities/activity/api/activity-keys';
import { followedOpportunityKeys } from '@/entities/opportunity/api/followed-opportunity-keys';
import { taskKeys } from '@/entities/task/api/get-tasks';
import type { Task } from '@/entities/task/api/task-schema';
import { toast } from '@/lib/toast';

import {
  createTask,
  deleteTask,
  TASK_MESSAGES,
  updateTask,
  type TaskInput,
  type TaskPatch,
} from '../api/task-mutations';

/**
 * Creating, changing and deleting tasks. A change shows at once on every task list in the cache
 * (the board, the detail's list) and goes back if the server refuses it; afterwards every task
 * list, the activity feed and the calendar are refetched.
 */
export function useTaskMutations(companyId: number) {
  const queryClient = useQueryClient();
  const settle = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: taskKeys.all }),
      queryClient.invalidateQueries({ queryKey: activityKeys.all }),
      queryClient.invalidateQueries({ queryKey: followedOpportunityKeys.all }),
    ]);

  const create = useMutation({
    mutationFn: (input: TaskInput) => createTask(companyId, input),
    onSuccess: (response) => toast.success(response.message),
    onSettled: settle,
  });

  const update = useMutation({
    mutationFn: ({
      id,
      patch,
    }: {
      id: number;
      patch: TaskPatch;
      optimistic?: (tasks: Task[]) => Task[];
    }) => updateTask(companyId, id, patch),
    meta: { errorMessage: 'No se pudo actualizar la tarea' },
    onMutate: async ({ optimistic }) => {
      if (!optimistic) return { previous: [] };
      await queryClient.cancelQueries({ queryKey: taskKeys.lists() });
      const previous = queryClient.getQueriesData<Task[]>({ queryKey: taskKeys.lists() });
      for (const [key, tasks] of previous) {
        if (tasks) queryClient.setQueryData(key, optimistic(tasks));
      }
      return { previous };
    },
    onError: (_error, _variables, context) => {
      for (const [key, tasks] of context?.previous ?? []) queryClient.setQueryData(key, tasks);
    },
    onSettled: settle,
  });

  const remove = useMutation({
    mutationFn: (id: number) => deleteTask(companyId, id),
    meta: { errorMessage: 'No se pudo eliminar la tarea' },
    onSuccess: () => toast.success(TASK_MESSAGES.deleted),
    onSettled: settle,
  });

  return { create, update, remove };
}
