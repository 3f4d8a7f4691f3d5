import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';
import { createOnce } from '@/lib/idempotency';

import { TASK_MESSAGES } from '../lib/task-messages';
import { taskSchema, TASK_PRIORITIES, TASK_STATUSES } from './task-schema';

/*
 * POST /tasks (decision 0022): an entity's call because two features make tasks, the board and
 * accounts receivable, whose payment commitment creates its follow-up task (decision 0023).
 */

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
  /** The invoice whose payment commitment makes it (decision 0023); only on creation. */
  invoice: z
    .object({ id: z.number().int().positive(), number: z.number().int().positive() })
    .nullable()
    .optional(),
  /** The offer requirement it is to get (issue 40), on its opportunity; only on creation. */
  requirement: z
    .object({ id: z.string().trim().min(1).max(60), name: z.string().trim().min(1).max(200) })
    .nullable()
    .optional(),
});
export type TaskInput = z.input<typeof taskInputSchema>;

/** What a create or an update answers: the task as stored, and the server's message. */
export const taskResponseSchema = z.object({ data: taskSchema, message: z.string() });

export function createTask(companyId: number, input: TaskInput) {
  const body = taskInputSchema.parse(input);
  return createOnce(`POST /tasks ${companyId}`, body, (idempotencyKey) =>
    apiRequest({
      method: 'POST',
      path: '/tasks',
      query: { companyId },
      body,
      schema: taskResponseSchema,
      timeout: 'activity',
      idempotencyKey,
    }),
  );
}
