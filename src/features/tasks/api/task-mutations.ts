import { z } from 'zod';

import { taskSchema, TASK_PRIORITIES, TASK_STATUSES } from '@/entities/task/api/task-schema';
import { apiRequest } from '@/lib/api-client';

/** The task form's and the server's words (decision 0022). */
export const TASK_MESSAGES = {
  titleRequired: 'Ingresa un título para la tarea',
  titleTooLong: 'El título admite hasta 120 caracteres',
  descriptionTooLong: 'La descripción admite hasta 2000 caracteres',
  dueInvalid: 'Ingresa una fecha y hora válidas',
  assigneeInvalid: 'La persona asignada no pertenece a la empresa',
  notFound: 'La tarea no existe o fue eliminada',
  created: 'Tarea creada',
  updated: 'Tarea actualizada',
  deleted: 'Tarea eliminada',
} as const;

export const TASK_TITLE_MAX = 120;
export const TASK_DESCRIPTION_MAX = 2000;

/** POST /tasks?companyId and the fields PATCH /tasks/{id}?companyId may change. */
export const taskInputSchema = z.object({
  title: z
    .string({ error: TASK_MESSAGES.titleRequired })
    .trim()
    .min(1, TASK_MESSAGES.titleRequired)
    .max(TASK_TITLE_MAX, TASK_MESSAGES.titleTooLong),
  description: z.string().trim().max(TASK_DESCRIPTION_MAX, TASK_MESSAGES.descriptionTooLong),
  priority: z.enum(TASK_PRIORITIES),
  status: z.enum(TASK_STATUSES),
  dueAt: z
    .string()
    .nullable()
    .refine(
      (value) => value === null || !Number.isNaN(Date.parse(value)),
      TASK_MESSAGES.dueInvalid,
    ),
  assigneeId: z.number().int().positive().nullable(),
  opportunityCode: z.string().trim().min(1).nullable(),
});
export type TaskInput = z.input<typeof taskInputSchema>;

/** A move on the board: the new column and the place in it (0 first). */
export const taskPatchSchema = taskInputSchema.partial().extend({
  position: z.number().int().nonnegative().optional(),
});
export type TaskPatch = z.input<typeof taskPatchSchema>;

export const taskResponseSchema = z.object({ data: taskSchema, message: z.string() });
export const taskDeleteResponseSchema = z.object({ message: z.string() });

export function createTask(companyId: number, input: TaskInput) {
  return apiRequest({
    method: 'POST',
    path: '/tasks',
    query: { companyId },
    body: taskInputSchema.parse(input),
    schema: taskResponseSchema,
    timeout: 'activity',
  });
}

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

export function deleteTask(companyId: number, id: number) {
  return apiRequest({
    method: 'DELETE',
    path: `/tasks/${id}`,
    query: { companyId },
    schema: taskDeleteResponseSchema,
    timeout: 'activity',
  });
}
