import { z } from 'zod';

/**
 * A task of the company's work (decision 0022): tied to an opportunity or not, with an assignee
 * from the company's users, a due instant and a place on the board. The board, the calendar and
 * the opportunity detail read the same list.
 */
export const TASK_PRIORITIES = ['baja', 'media', 'alta'] as const;
export const TASK_STATUSES = ['pendiente', 'en_curso', 'hecha'] as const;

export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const TASK_PRIORITY_LABELS: Readonly<Record<TaskPriority, string>> = {
  baja: 'Baja',
  media: 'Media',
  alta: 'Alta',
};

export const TASK_STATUS_LABELS: Readonly<Record<TaskStatus, string>> = {
  pendiente: 'Pendiente',
  en_curso: 'En curso',
  hecha: 'Hecha',
};

export const taskSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  description: z.string(),
  priority: z.enum(TASK_PRIORITIES),
  status: z.enum(TASK_STATUSES),
  /** ISO instant, or null for a task without a due date. */
  dueAt: z.string().nullable(),
  assignee: z.object({ id: z.number(), name: z.string() }).nullable(),
  opportunity: z.object({ codigo: z.string(), nombre: z.string().nullable() }).nullable(),
  /** The invoice whose payment commitment made it (decision 0023). */
  invoice: z.object({ id: z.number(), number: z.number() }).nullable().default(null),
  /** The offer requirement it is to get (issue 40): the opportunity's 'Requisitos para postular'. */
  requirement: z.object({ id: z.string(), name: z.string() }).nullable().default(null),
  position: z.number(),
  createdBy: z.object({ id: z.number(), name: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
});

export type Task = z.output<typeof taskSchema>;

export const taskListResponseSchema = z.object({ data: z.array(taskSchema) });

/** Open (not done) and past its due instant. */
export function isOverdue(task: Pick<Task, 'status' | 'dueAt'>, now: Date) {
  return task.status !== 'hecha' && task.dueAt !== null && Date.parse(task.dueAt) < now.getTime();
}
