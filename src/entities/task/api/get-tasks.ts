import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

import { taskListResponseSchema } from './task-schema';

export type TaskListFilters = { companyId: number; opportunityCode?: string };

/** Every task query and invalidation goes through these keys. */
export const taskKeys = {
  all: ['tasks'] as const,
  lists: () => [...taskKeys.all, 'list'] as const,
  list: (filters: TaskListFilters) => [...taskKeys.lists(), filters] as const,
};

/** GET /tasks?companyId[&opportunityCode] (decision 0022): the company's tasks. */
export async function getTasks(filters: TaskListFilters, signal?: AbortSignal) {
  const response = await apiRequest({
    path: '/tasks',
    query: { companyId: filters.companyId, opportunityCode: filters.opportunityCode },
    schema: taskListResponseSchema,
    timeout: 'activity',
    signal,
  });
  return response.data;
}

export const tasksQueryOptions = (filters: TaskListFilters) =>
  queryOptions({
    queryKey: taskKeys.list(filters),
    queryFn: ({ signal }) => getTasks(filters, signal),
    staleTime: 30_000,
    meta: { errorMessage: 'Error al obtener las tareas' },
  });

export function useTasks(filters: TaskListFilters) {
  return useQuery(tasksQueryOptions(filters));
}
