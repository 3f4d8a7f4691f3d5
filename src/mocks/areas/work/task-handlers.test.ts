import { beforeEach, describe, expect, it } from 'vitest';

import { getTasks } from '@/entities/task/api/get-tasks';
import { createTask } from '@/entities/task/api/create-task';
import { deleteTask } from '@/features/tasks/api/delete-task';
import { TASK_MESSAGES } from '@/entities/task/lib/task-messages';
import { updateTask } from '@/features/tasks/api/update-task';
import { getOpportunity } from '@/features/opportunities/api/get-opportunity';

import { db } from '../../core/database';
import { DEMO_ACCOUNTS } from '../accounts/seed';
import { failure, rawRequest, signIn } from '@/testing/mock-handlers';

beforeEach(async () => {
  await signIn(DEMO_ACCOUNTS.demo.email, DEMO_ACCOUNTS.demo.password);
});

describe('tasks', () => {
  it("lists the company's tasks, and only to its members", async () => {
    const tasks = await getTasks({ companyId: 1 });
    expect(tasks.length).toBeGreaterThanOrEqual(10);
    expect(tasks.find((task) => task.opportunity)?.opportunity?.nombre).toBeTruthy();
    expect((await failure(getTasks({ companyId: 2 }))).status).toBe(403);
  });

  it('creates, moves (renumbering the column), completes and deletes a task, writing the feed', async () => {
    const { data: created } = await createTask(1, {
      title: 'Pedir boleta',
      description: '',
      priority: 'alta',
      status: 'pendiente',
      dueAt: null,
      assigneeId: 6,
      opportunityCode: '6164-39-LP26',
    });
    expect(created.position).toBe(0);
    const { data: moved } = await updateTask(1, created.id, { status: 'en_curso', position: 1 });
    expect(moved).toMatchObject({ status: 'en_curso', position: 1 });
    const column = db.state.tasks
      .filter((task) => task.companyId === 1 && task.status === 'en_curso')
      .map((task) => task.position)
      .sort((a, b) => a - b);
    expect(column).toEqual(column.map((_, index) => index));
    const { data: done } = await updateTask(1, created.id, { status: 'hecha' });
    expect(done.completedAt).not.toBeNull();
    expect(db.state.activities.at(-1)).toMatchObject({
      kind: 'tarea_hecha',
      detail: 'Tarea: Pedir boleta',
    });
    await deleteTask(1, created.id);
    expect((await failure(deleteTask(1, created.id))).message).toBe(TASK_MESSAGES.notFound);
  });

  it('refuses an assignee from outside the company and an empty title', async () => {
    const outsider = await failure(
      rawRequest(
        'POST',
        '/tasks?companyId=1',
        {
          title: 'X',
          description: '',
          priority: 'media',
          status: 'pendiente',
          dueAt: null,
          assigneeId: 2,
          opportunityCode: null,
        },
        { auth: true },
      ),
    );
    expect(outsider.message).toBe(TASK_MESSAGES.assigneeInvalid);
    const empty = await failure(
      rawRequest(
        'POST',
        '/tasks?companyId=1',
        {
          title: '  ',
          description: '',
          priority: 'media',
          status: 'pendiente',
          dueAt: null,
          assigneeId: null,
          opportunityCode: null,
        },
        { auth: true },
      ),
    );
    expect(empty.message).toBe(TASK_MESSAGES.titleRequired);
  });

  it('counts open tasks in the search rows and the detail', async () => {
    const detail = await getOpportunity('6164-39-LP26');
    const open = db.state.tasks.filter(
      (task) =>
        task.companyId === 1 && task.opportunityCode === '6164-39-LP26' && task.status !== 'hecha',
    ).length;
    expect(detail.tareas).toBe(open);
    expect(open).toBeGreaterThan(0);
  });
});
