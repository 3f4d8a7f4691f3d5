import { createTask, type TaskInput } from '@/entities/task/api/create-task';
import { toast } from '@/lib/toast';

import { useTaskMutation } from '../hooks/use-task-mutation';

/** The form's failure shows in the form, so no toast on error; the server's message on success. */
export function useCreateTask(companyId: number) {
  return useTaskMutation({
    mutationFn: (input: TaskInput) => createTask(companyId, input),
    onSuccess: (response) => toast.success(response.message),
  });
}
