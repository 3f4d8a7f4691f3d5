import { z } from 'zod';

import { taskInputSchema, taskResponseSchema } from '@/entities/task/api/create-task';
import type { Task } from '@/entities/task/api/task-schema';
import { apiRequest } from '@/lib/api-client';

import { useTaskMutation } from '../hooks/use-task-mutation';

/** A move on the board: the new column and the place in it (0 first). */
export const taskPatchSchema = taskInputSchema.omit({ invoice: true }).partial().extend({
  position: z.number().int().nonnegative().optional(),
});
export type TaskPatch = z.input<typeof taskPatchSchema>;

export function updateTask(companyId: number, id: number, patch: TaskPatch) {
  return apiRequest({
    method: 'PATCH',
    path: `/tasks/${id}`,
    query: { companyId },
    body: taskPatchSchema.parse(patch),
    schema: taskResponseSchema,
    timeout: 'activity',
  });
}

/** With `optimistic`, the board shows the move at once and puts it back if the server refuses. */
export function useUpdateTask(companyId: number) {
  return useTaskMutation({
    mutationFn: ({
      id,
      patch,
    }: {
      id: number;
      patch: TaskPatch;
      optimistic?: (tasks: Task[]) => Task[];
    }) => updateTask(companyId, id, patch),
    optimistic: ({ optimistic }) => optimistic,
    errorMessage: 'No se pudo actualizar la tarea',
  });
}
