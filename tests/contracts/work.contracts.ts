import { expect } from 'vitest';

import { applicationsQueryOptions } from '@/entities/application/api/get-applications';
import { recordApplication } from '@/entities/application/api/record-application';
import { getTasks } from '@/entities/task/api/get-tasks';
import { activitiesQueryOptions } from '@/features/activities/api/get-activities';
import { followedOpportunitiesQueryOptions } from '@/features/calendar/api/get-followed-opportunities';
import { outcomeQueryOptions } from '@/features/effectiveness/api/get-outcome';
import { funnelQueryOptions } from '@/features/kpi/api/get-funnel';
import { purchaseOrdersQueryOptions } from '@/entities/purchase-order/api/get-purchase-orders';
import { purchaseOrderQueryOptions } from '@/features/purchase-orders/api/get-purchase-order';
import { unitPricesQueryOptions } from '@/features/purchase-orders/api/get-unit-prices';
import { createTask } from '@/entities/task/api/create-task';
import { deleteTask } from '@/features/tasks/api/delete-task';
import { updateTask } from '@/features/tasks/api/update-task';
import { chileDayKey } from '@/lib/chile-time';
import { db } from '@/mocks/core/database';
import { SEED_TEAM } from '@/mocks/areas/accounts/seed';
import { signInAs } from '@/testing/test-utils';

import { as, contract, runQuery, type Contracts } from './harness';

/**
 * Work management (tasks, the activity feed, the calendar, KPIs, bids and their outcome, purchase
 * orders) for demo's Comercial Andes (company 1). Accounts receivable makes no server call of
 * its own (decision 0023): only the follow-up task of a commitment, a POST /tasks with `invoice`.
 */

const demo = as('demo');
const TASK_TITLE = 'Cotizar la boleta de garantía de fiel cumplimiento';
/** A tender Comercial Andes follows (tagged 'Postular'). */
const FOLLOWED = '6164-39-LP26';
const today = () => chileDayKey(Date.now())!;

/** Signs demo in; one of Comercial Andes' seeded bids or purchase orders. */
const seededBid = async () => {
  await signInAs('demo');
  return db.state.applications.find((entry) => entry.companyId === 1)!;
};
const seededOrder = async () => {
  await signInAs('demo');
  return db.state.purchaseOrders.find((entry) => entry.companyId === 1 && entry.items.length)!;
};
const seededTask = async () => {
  await signInAs('demo');
  return db.state.tasks.find((entry) => entry.companyId === 1 && entry.title === TASK_TITLE)!;
};

export const WORK_CONTRACTS: Contracts = {
  'GET /tasks': contract({
    route: ['get', '/tasks'],
    prepare: demo,
    call: () => getTasks({ companyId: 1 }),
    expected: expect.arrayContaining([expect.objectContaining({ title: TASK_TITLE })]),
  }),
  'POST /tasks': contract({
    route: ['post', '/tasks'],
    prepare: demo,
    call: () =>
      createTask(1, {
        title: 'Llamar al comprador',
        description: '',
        priority: 'alta',
        status: 'pendiente',
        dueAt: null,
        assigneeId: 5,
        opportunityCode: FOLLOWED,
        // What a receivables commitment's follow-up task adds (decision 0023).
        invoice: { id: 12, number: 1012 },
      }),
    expected: {
      message: 'Tarea creada',
      data: expect.objectContaining({
        title: 'Llamar al comprador',
        assignee: { id: 5, name: SEED_TEAM.joaquin.name },
        opportunity: expect.objectContaining({ codigo: FOLLOWED }),
        invoice: { id: 12, number: 1012 },
      }),
    },
  }),
  'PATCH /tasks/:id': contract({
    route: ['patch', '/tasks/:id'],
    prepare: seededTask,
    call: (task) => updateTask(1, task.id, { status: 'hecha' }),
    expectedOf: (task) => ({
      message: 'Tarea actualizada',
      data: expect.objectContaining({
        id: task.id,
        status: 'hecha',
        completedAt: expect.any(String),
      }),
    }),
  }),
  'DELETE /tasks/:id': contract({
    route: ['delete', '/tasks/:id'],
    prepare: seededTask,
    call: (task) => deleteTask(1, task.id),
    expected: { message: 'Tarea eliminada' },
  }),
  'GET /activities': contract({
    route: ['get', '/activities'],
    prepare: demo,
    call: () => runQuery(activitiesQueryOptions({ companyId: 1, page: 1 })),
    expectedOf: () =>
      expect.objectContaining({
        page: 1,
        total: db.state.activities.filter((entry) => entry.companyId === 1).length,
        data: expect.arrayContaining([
          expect.objectContaining({ kind: expect.any(String), user: expect.any(Object) }),
        ]),
      }),
  }),
  'GET /calendar/opportunities': contract({
    route: ['get', '/calendar/opportunities'],
    prepare: demo,
    call: () => runQuery(followedOpportunitiesQueryOptions(1)),
    expected: expect.arrayContaining([
      expect.objectContaining({
        codigo: FOLLOWED,
        etiquetas: expect.arrayContaining([expect.objectContaining({ name: 'Postular' })]),
      }),
    ]),
  }),
  'GET /kpi/funnel': contract({
    route: ['get', '/kpi/funnel'],
    prepare: demo,
    call: () => runQuery(funnelQueryOptions(1, '2026-01-01', today())),
    expected: { encontradas: expect.any(Number), etiquetadas: expect.any(Number) },
  }),
  'GET /applications': contract({
    route: ['get', '/applications'],
    prepare: seededBid,
    call: () => runQuery(applicationsQueryOptions(1)),
    expectedOf: (bid) =>
      expect.arrayContaining([
        expect.objectContaining({
          codigo: bid.opportunityCode,
          montoOfertado: bid.offeredAmount,
          resultado: bid.outcome,
        }),
      ]),
  }),
  'POST /applications': contract({
    route: ['post', '/applications'],
    prepare: demo,
    call: () => recordApplication(1, { codigo: FOLLOWED, montoOfertado: 1_500_000 }),
    expected: {
      data: expect.objectContaining({
        codigo: FOLLOWED,
        montoOfertado: 1_500_000,
        resultado: 'pendiente',
      }),
    },
  }),
  'GET /applications/:codigo': contract({
    route: ['get', '/applications/:codigo'],
    prepare: seededBid,
    call: (bid) => runQuery(outcomeQueryOptions(1, bid.opportunityCode)),
    expectedOf: (bid) =>
      expect.objectContaining({
        codigo: bid.opportunityCode,
        ofertas: expect.arrayContaining([
          expect.objectContaining({ propia: true, monto: bid.offeredAmount }),
        ]),
      }),
  }),
  'GET /purchase-orders': contract({
    route: ['get', '/purchase-orders'],
    prepare: seededOrder,
    call: () => runQuery(purchaseOrdersQueryOptions(1)),
    expectedOf: (order) =>
      expect.arrayContaining([
        expect.objectContaining({ codigo: order.code, monto: order.amount }),
      ]),
  }),
  'GET /purchase-orders/:codigo': contract({
    route: ['get', '/purchase-orders/:codigo'],
    prepare: seededOrder,
    call: (order) => runQuery(purchaseOrderQueryOptions(1, order.code)),
    expectedOf: (order) =>
      expect.objectContaining({
        codigo: order.code,
        monto: order.amount,
        oportunidad: expect.objectContaining({ codigo: order.opportunityCode }),
      }),
  }),
  'GET /purchase-orders/unit-prices': contract({
    route: ['get', '/purchase-orders/unit-prices'],
    prepare: async () => (await seededOrder()).items[0]!.productCode,
    call: (code) => runQuery(unitPricesQueryOptions([code])),
    // One entry per product the code names (decision 0022), each with its prices.
    expectedOf: (code) =>
      expect.arrayContaining([
        expect.objectContaining({ codigoProducto: code, precios: expect.any(Array) }),
      ]),
  }),
};
