import { useQuery } from '@tanstack/react-query';

import { tasksQueryOptions } from '@/entities/task/api/get-tasks';
import type { Task } from '@/entities/task/api/task-schema';

/** The company's tasks, read once and shared by every cell and section that counts them. */
export function useCompanyTasks(companyId: number) {
  return useQuery(tasksQueryOptions({ companyId }));
}

export function openTaskCount(tasks: readonly Task[] | undefined, codigo: string) {
  return tasks?.filter((task) => task.opportunity?.codigo === codigo && task.status !== 'hecha')
    .length;
}
