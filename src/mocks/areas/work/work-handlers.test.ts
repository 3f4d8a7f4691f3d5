import { beforeEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';

import { recordApplication } from '@/entities/application/api/record-application';
import { getTasks } from '@/entities/task/api/get-tasks';
import { activitiesQueryOptions } from '@/features/activities/api/get-activities';
import { outcomeQueryOptions } from '@/features/effectiveness/api/get-outcome';
import { funnelQueryOptions } from '@/features/kpi/api/get-funnel';
import { purchaseOrderQueryOptions } from '@/features/purchase-orders/api/get-purchase-order';
import { unitPricesQueryOptions } from '@/features/purchase-orders/api/get-unit-prices';
import { createTask } from '@/entities/task/api/create-task';
import { deleteTask } from '@/features/tasks/api/delete-task';
import { TASK_MESSAGES } from '@/entities/task/lib/task-messages';
import { updateTask } from '@/features/tasks/api/update-task';
import { getOpportunity } from '@/features/opportunities/api/get-opportunity';

import { db } from '../../core/database';
import { DEMO_ACCOUNTS } from '../accounts/seed';
import { CATEGORIES } from '../catalogue/categories';
import { failure, rawRequest, signIn } from '@/testing/mock-handlers';

const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 } } });
const fetchQuery: QueryClient['fetchQuery'] = (options) => client.fetchQuery(options);

beforeEach(async () => {
  client.clear();
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

describe('activities', () => {
  it('pages newest first and filters by member, kind and Chile dates', async () => {
    const page = await fetchQuery(activitiesQueryOptions({ companyId: 1, page: 1 }));
    expect(page.data).toHaveLength(50);
    expect(page.total).toBeGreaterThan(500);
    const times = page.data.map((entry) => entry.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const joaquin = await fetchQuery(
      activitiesQueryOptions({ companyId: 1, page: 1, userId: 5, kind: 'busqueda' }),
    );
    expect(joaquin.data.every((entry) => entry.user.id === 5)).toBe(true);
    const none = await fetchQuery(
      activitiesQueryOptions({ companyId: 1, page: 1, from: '2020-01-01', to: '2020-01-31' }),
    );
    expect(none.total).toBe(0);
  });
});

describe('bids, purchase orders and prices', () => {
  it('records a bid sent through the extension as pending, with its feed line', async () => {
    const { data } = await recordApplication(1, {
      codigo: '1267-36-COT26',
      montoOfertado: 450_000,
    });
    expect(data).toMatchObject({
      codigo: '1267-36-COT26',
      resultado: 'pendiente',
      montoOfertado: 450_000,
    });
    expect(db.state.activities.at(-1)).toMatchObject({
      kind: 'postulacion',
      opportunityCode: '1267-36-COT26',
    });
    const outcome = await fetchQuery(outcomeQueryOptions(1, '1267-36-COT26'));
    expect(outcome.ofertas).toEqual([expect.objectContaining({ propia: true })]);
  });

  it('opens a purchase order and the past opportunity it came from', async () => {
    const order = db.state.purchaseOrders.find((entry) => entry.companyId === 1)!;
    const detail = await fetchQuery(purchaseOrderQueryOptions(1, order.code));
    expect(detail.codigo).toBe(order.code);
    const past = await getOpportunity(order.opportunityCode);
    expect(past.nombre).toBe(order.opportunityName);
    expect((await failure(fetchQuery(purchaseOrderQueryOptions(2, order.code)))).status).toBe(403);
  });

  it('answers awarded unit prices by product code, and the funnel for a period', async () => {
    const goods = CATEGORIES.flatMap((category) => category.items).find((item) => item.price > 0)!;
    const prices = await fetchQuery(unitPricesQueryOptions([goods.code, '00000000']));
    expect(prices.find((entry) => entry.codigoProducto === '00000000')?.precios).toEqual([]);
    const awarded = prices.find((entry) => entry.codigoProducto === goods.code)!.precios;
    expect(awarded.length).toBeGreaterThan(0);
    expect(awarded.every((price) => price > goods.price * 0.5 && price < goods.price * 2)).toBe(
      true,
    );
    const funnel = await fetchQuery(funnelQueryOptions(1, '2026-01-01', '2026-12-31'));
    expect(funnel.encontradas).toBeGreaterThan(0);
    expect(funnel.etiquetadas).toBeGreaterThan(0);
  });
});
