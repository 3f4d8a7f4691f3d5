import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';

import { TASK_MESSAGES } from '@/entities/task/lib/task-messages';
import { useTaskMutation } from '../hooks/use-task-mutation';

export const taskDeleteResponseSchema = z.object({ message: z.string() });

export function deleteTask(companyId: number, id: number) {
  return apiRequest({
    method: 'DELETE',
    path: `/tasks/${id}`,
    query: { companyId },
    schema: taskDeleteResponseSchema,
    timeout: 'activity',
  });
}

export function useDeleteTask(companyId: number) {
  return useTaskMutation({
    mutationFn: (id: number) => deleteTask(companyId, id),
    onSuccess: () => toast.success(TASK_MESSAGES.deleted),
    errorMessage: 'No se pudo eliminar la tarea',
  });
}
