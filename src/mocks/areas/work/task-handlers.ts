import { http } from 'msw';

import { taskListResponseSchema, type Task } from '@/entities/task/api/task-schema';
import { taskInputSchema, taskResponseSchema } from '@/entities/task/api/create-task';
import { taskDeleteResponseSchema } from '@/features/tasks/api/delete-task';
import { TASK_MESSAGES } from '@/entities/task/lib/task-messages';
import { taskPatchSchema } from '@/features/tasks/api/update-task';

import { createdOnce } from '../../core/idempotency';
import { db } from '../../core/database';
import { apiUrl, fail, readBody, readPositiveId, respond } from '../../core/http';
import { requireCompanyCall } from '../../core/session';
import { userNameOf } from '../accounts/user-rules';
import { recordActivity } from '../activity/activity-feed';
import { findOpportunity, opportunityNameOf } from '../competition/opportunity-lookup';
import type { MockTask, WorkRecords } from './records';

/*
 * The company's tasks (decision 0022): the board's columns, each task maybe on one opportunity
 * and for one member; creating one and finishing one go to the activity feed.
 */

function toTask(task: MockTask): Task {
  return {
    id: task.id,
    title: task.title,
    description: task.description,
    priority: task.priority,
    status: task.status,
    dueAt: task.dueAt,
    assignee:
      task.assigneeId === null ? null : { id: task.assigneeId, name: userNameOf(task.assigneeId) },
    opportunity: task.opportunityCode
      ? {
          codigo: task.opportunityCode,
          nombre: opportunityNameOf(task.opportunityCode, task.opportunityName),
        }
      : null,
    invoice:
      task.invoiceId && task.invoiceNumber
        ? { id: task.invoiceId, number: task.invoiceNumber }
        : null,
    requirement: task.requirement ?? null,
    position: task.position,
    createdBy: { id: task.createdBy, name: userNameOf(task.createdBy) },
    createdAt: task.createdAt,
    updatedAt: task.updatedAt,
    completedAt: task.completedAt,
  };
}

const isMember = (companyId: number, userId: number) =>
  db.state.memberships.some((entry) => entry.companyId === companyId && entry.userId === userId);

function checkTaskRefs(
  companyId: number,
  fields: { assigneeId?: number | null; opportunityCode?: string | null },
) {
  if (fields.assigneeId != null && !isMember(companyId, fields.assigneeId)) {
    throw fail(400, TASK_MESSAGES.assigneeInvalid, { type: 'ValidationError' });
  }
  if (fields.opportunityCode && !findOpportunity(fields.opportunityCode)) {
    throw fail(404, 'Oportunidad no encontrada.');
  }
}

/** Puts a task at `position` of its column and renumbers the column 0, 1, 2… */
function placeInColumn(state: WorkRecords, task: MockTask, position: number) {
  const column = state.tasks
    .filter(
      (entry) =>
        entry.companyId === task.companyId && entry.status === task.status && entry !== task,
    )
    .sort((a, b) => a.position - b.position);
  column.splice(Math.min(position, column.length), 0, task);
  column.forEach((entry, index) => {
    entry.position = index;
  });
}

export const taskHandlers = [
  http.get(apiUrl('/tasks'), async ({ request }) => {
    const { params, companyId } = await requireCompanyCall(request);
    const code = params.get('opportunityCode')?.trim();
    const tasks = db.state.tasks
      .filter((task) => task.companyId === companyId && (!code || task.opportunityCode === code))
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map(toTask);
    return respond(taskListResponseSchema, { data: tasks });
  }),

  http.post(
    apiUrl('/tasks'),
    createdOnce(async ({ request }) => {
      const { user, companyId } = await requireCompanyCall(request);
      const body = await readBody(request, taskInputSchema);
      checkTaskRefs(companyId, body);
      const now = new Date().toISOString();
      const task = db.write((state) => {
        const created: MockTask = {
          id: db.nextId('tasks'),
          companyId,
          opportunityCode: body.opportunityCode,
          invoiceId: body.invoice?.id ?? null,
          invoiceNumber: body.invoice?.number ?? null,
          // A requirement belongs to an opportunity: without one it is not kept.
          requirement: body.opportunityCode ? (body.requirement ?? null) : null,
          opportunityName: body.opportunityCode
            ? (findOpportunity(body.opportunityCode)?.name ?? null)
            : null,
          title: body.title,
          description: body.description,
          assigneeId: body.assigneeId,
          dueAt: body.dueAt === null ? null : new Date(body.dueAt).toISOString(),
          priority: body.priority,
          status: body.status,
          position: 0,
          createdBy: user.id,
          createdAt: now,
          updatedAt: now,
          completedAt: body.status === 'hecha' ? now : null,
        };
        state.tasks.push(created);
        placeInColumn(state, created, 0);
        const opportunity = created.opportunityCode
          ? { code: created.opportunityCode, name: created.opportunityName }
          : null;
        recordActivity(state, {
          companyId,
          userId: user.id,
          kind: 'tarea_creada',
          detail: `Tarea: ${created.title}`,
          opportunity,
        });
        return created;
      });
      return respond(
        taskResponseSchema,
        { data: toTask(task), message: TASK_MESSAGES.created },
        { status: 201 },
      );
    }),
  ),

  http.patch<{ id: string }>(apiUrl('/tasks/:id'), async ({ request, params }) => {
    const { user, companyId } = await requireCompanyCall(request);
    const id = readPositiveId(params.id, TASK_MESSAGES.notFound);
    const patch = await readBody(request, taskPatchSchema);
    checkTaskRefs(companyId, patch);
    const existing = db.state.tasks.find((task) => task.id === id && task.companyId === companyId);
    if (!existing) return fail(404, TASK_MESSAGES.notFound);
    const task = db.write((state) => {
      const task = state.tasks.find((entry) => entry.id === id)!;
      const wasDone = task.status === 'hecha';
      const { position, ...fields } = patch;
      if (fields.opportunityCode !== undefined && fields.opportunityCode !== task.opportunityCode) {
        task.opportunityName = fields.opportunityCode
          ? (findOpportunity(fields.opportunityCode)?.name ?? null)
          : null;
      }
      Object.assign(task, fields);
      if (fields.dueAt) task.dueAt = new Date(fields.dueAt).toISOString();
      task.updatedAt = new Date().toISOString();
      if (fields.status !== undefined || position !== undefined) {
        placeInColumn(state, task, position ?? Number.MAX_SAFE_INTEGER);
      }
      if (task.status === 'hecha' && !wasDone) {
        task.completedAt = task.updatedAt;
        recordActivity(state, {
          companyId,
          userId: user.id,
          kind: 'tarea_hecha',
          detail: `Tarea: ${task.title}`,
          opportunity: task.opportunityCode
            ? { code: task.opportunityCode, name: task.opportunityName }
            : null,
        });
      } else if (task.status !== 'hecha') {
        task.completedAt = null;
      }
      return { ...task };
    });
    return respond(taskResponseSchema, { data: toTask(task), message: TASK_MESSAGES.updated });
  }),

  http.delete<{ id: string }>(apiUrl('/tasks/:id'), async ({ request, params }) => {
    const { companyId } = await requireCompanyCall(request);
    const id = readPositiveId(params.id, TASK_MESSAGES.notFound);
    const found = db.state.tasks.some((task) => task.id === id && task.companyId === companyId);
    if (!found) return fail(404, TASK_MESSAGES.notFound);
    db.write((state) => {
      state.tasks = state.tasks.filter((task) => task.id !== id);
    });
    return respond(taskDeleteResponseSchema, { message: TASK_MESSAGES.deleted });
  }),
];
