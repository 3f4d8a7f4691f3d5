import { http } from 'msw';
import { z } from 'zod';

import { applicationsResponseSchema } from '@/entities/application/api/application-schema';
import {
  recordApplicationInputSchema,
  recordApplicationResponseSchema,
} from '@/entities/application/api/record-application';
import type { Application } from '@/entities/application/api/application-schema';
import { purchaseOrdersResponseSchema } from '@/entities/purchase-order/api/get-purchase-orders';
import { taskListResponseSchema, type Task } from '@/entities/task/api/task-schema';
import {
  activitiesResponseSchema,
  ACTIVITY_KINDS,
  ACTIVITY_PAGE_SIZE,
} from '@/features/activities/api/get-activities';
import { followedOpportunitiesResponseSchema } from '@/features/calendar/api/get-followed-opportunities';
import { OUTCOME_NOT_FOUND, outcomeResponseSchema } from '@/features/effectiveness/api/get-outcome';
import {
  PURCHASE_ORDER_NOT_FOUND,
  purchaseOrderResponseSchema,
} from '@/features/purchase-orders/api/get-purchase-order';
import {
  unitPricesResponseSchema,
  type UnitPrices,
} from '@/features/purchase-orders/api/get-unit-prices';
import { taskInputSchema, taskResponseSchema } from '@/entities/task/api/create-task';
import { taskDeleteResponseSchema } from '@/features/tasks/api/delete-task';
import { TASK_MESSAGES } from '@/entities/task/lib/task-messages';
import { taskPatchSchema } from '@/features/tasks/api/update-task';
import { funnelResponseSchema } from '@/features/kpi/api/get-funnel';
import { chileDayKey } from '@/lib/chile-time';

import { db } from '../../core/database';
import type { MockApplication } from '../bids/records';
import type { MockPurchaseOrder, MockTask, WorkRecords } from './records';
import { recordActivity } from '../activity/activity-feed';
import { apiUrl, fail, readBody, readPositiveId, respond } from '../../core/http';
import { bidOpportunityFacts } from '../catalogue/opportunity-labels';
import { awardedUnitPrices } from '../competition/awarded-prices';
import { currentMarket } from '../competition/current-market';
import { searchCatalogue } from '../search/search-engine';
import { requireCompany, requireUser } from '../../core/session';
import { companyTagChips } from '../tags/tag-chips';
import { findOpportunity, opportunityNameOf } from '../competition/opportunity-lookup';

/*
 * Work management's calls (decision 0022): tasks, the activity feed, the calendar's followed
 * opportunities, bids with their outcome, purchase orders and the market's unit prices.
 */

async function companyRequest(request: Request) {
  const user = await requireUser(request);
  const params = new URL(request.url).searchParams;
  const company = requireCompany(user, params.get('companyId'));
  return { user, params, companyId: company.id };
}

const userName = (id: number) =>
  db.state.users.find((user) => user.id === id)?.name ?? 'Usuario eliminado';

function toTask(task: MockTask): Task {
  return {
    id: task.id,
    title: task.title,
    description: task.description,
    priority: task.priority,
    status: task.status,
    dueAt: task.dueAt,
    assignee:
      task.assigneeId === null ? null : { id: task.assigneeId, name: userName(task.assigneeId) },
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
    position: task.position,
    createdBy: { id: task.createdBy, name: userName(task.createdBy) },
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

const activityFiltersSchema = z.object({
  page: z.coerce.number().int().positive().catch(1),
  limit: z.coerce.number().int().min(1).max(200).catch(ACTIVITY_PAGE_SIZE),
  userId: z.coerce.number().int().positive().optional().catch(undefined),
  kind: z.enum(ACTIVITY_KINDS).optional().catch(undefined),
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .catch(undefined),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .catch(undefined),
});

function toApplication(application: MockApplication): Application {
  return {
    id: application.id,
    codigo: application.opportunityCode,
    nombre: application.opportunityName,
    tipo: application.type,
    procedencia: application.procedencia,
    comprador: application.buyerName,
    region: application.region,
    montoEstimado: application.estimatedAmount,
    fechaPublicacion: application.publishedAt,
    fechaCierre: application.closesAt,
    encontradaEn: application.foundAt,
    busquedaGuardada: application.foundAt ? application.savedSearchName : null,
    etiquetas: application.tags,
    fechaPostulacion: application.appliedAt,
    montoOfertado: application.offeredAmount,
    resultado: application.outcome,
    fechaAdjudicacion: application.awardedAt,
    adjudicadoA: application.awardedTo,
    montoAdjudicado: application.awardedAmount,
    postuladoPor: userName(application.userId),
  };
}

function toPurchaseOrder(order: MockPurchaseOrder) {
  return {
    codigo: order.code,
    comprador: order.buyerName,
    rutComprador: order.buyerRut,
    fecha: order.issuedAt,
    estado: order.state,
    monto: order.amount,
    oportunidad: { codigo: order.opportunityCode, nombre: order.opportunityName },
    items: order.items.map((item) => ({
      codigoProducto: item.productCode,
      nombre: item.name,
      unidad: item.unit,
      cantidad: item.quantity,
      precioUnitario: item.unitPrice,
    })),
  };
}

const decode = (value: string) => {
  try {
    return decodeURIComponent(value).trim();
  } catch {
    return value.trim();
  }
};

export const workHandlers = [
  http.get(apiUrl('/tasks'), async ({ request }) => {
    const { params, companyId } = await companyRequest(request);
    const code = params.get('opportunityCode')?.trim();
    const tasks = db.state.tasks
      .filter((task) => task.companyId === companyId && (!code || task.opportunityCode === code))
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map(toTask);
    return respond(taskListResponseSchema, { data: tasks });
  }),

  http.post(apiUrl('/tasks'), async ({ request }) => {
    const { user, companyId } = await companyRequest(request);
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

  http.patch<{ id: string }>(apiUrl('/tasks/:id'), async ({ request, params }) => {
    const { user, companyId } = await companyRequest(request);
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
    const { companyId } = await companyRequest(request);
    const id = readPositiveId(params.id, TASK_MESSAGES.notFound);
    const found = db.state.tasks.some((task) => task.id === id && task.companyId === companyId);
    if (!found) return fail(404, TASK_MESSAGES.notFound);
    db.write((state) => {
      state.tasks = state.tasks.filter((task) => task.id !== id);
    });
    return respond(taskDeleteResponseSchema, { message: TASK_MESSAGES.deleted });
  }),

  http.get(apiUrl('/activities'), async ({ request }) => {
    const { params, companyId } = await companyRequest(request);
    const filters = activityFiltersSchema.parse(Object.fromEntries(params));
    const matching = db.state.activities.filter((activity) => {
      if (activity.companyId !== companyId) return false;
      if (filters.userId && activity.userId !== filters.userId) return false;
      if (filters.kind && activity.kind !== filters.kind) return false;
      if (filters.from || filters.to) {
        const day = chileDayKey(activity.createdAt) ?? '';
        if (filters.from && day < filters.from) return false;
        if (filters.to && day > filters.to) return false;
      }
      return true;
    });
    matching.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
    const totalPages = Math.ceil(matching.length / filters.limit);
    const page = Math.min(filters.page, Math.max(1, totalPages));
    const slice = matching.slice((page - 1) * filters.limit, page * filters.limit);
    return respond(activitiesResponseSchema, {
      data: {
        data: slice.map((activity) => ({
          id: activity.id,
          kind: activity.kind,
          createdAt: activity.createdAt,
          user: { id: activity.userId, name: userName(activity.userId) },
          opportunity: activity.opportunityCode
            ? {
                codigo: activity.opportunityCode,
                nombre: opportunityNameOf(activity.opportunityCode, activity.opportunityName),
              }
            : null,
          detail: activity.detail,
        })),
        total: matching.length,
        page,
        totalPages,
      },
    });
  }),

  http.get(apiUrl('/calendar/opportunities'), async ({ request }) => {
    const { companyId } = await companyRequest(request);
    const chips = companyTagChips(companyId);
    const codes = new Set(chips.keys());
    for (const task of db.state.tasks) {
      if (task.companyId === companyId && task.opportunityCode) codes.add(task.opportunityCode);
    }
    const data = [...codes].flatMap((code) => {
      const record = findOpportunity(code);
      if (!record) return [];
      const { dates } = record;
      return [
        {
          codigo: record.code,
          nombre: record.name,
          entidad: record.buyer.organismName,
          procedencia: record.type === 'COT' ? 'Compra Ágil' : `Licitación (${record.type})`,
          fechas: {
            publicacion: dates.published,
            cierrePreguntas: dates.questionsClose,
            publicacionRespuestas: dates.answersPublished,
            visitaTerreno: dates.fieldVisit,
            cierre: dates.close,
            adjudicacionEstimada: dates.estimatedAward,
          },
          etiquetas: chips.get(code) ?? [],
        },
      ];
    });
    return respond(followedOpportunitiesResponseSchema, { data });
  }),

  /**
   * The funnel's top: opportunities the company's saved searches find (run over the catalogue,
   * by publication day) plus those its bids record as found, and opportunities it tagged.
   */
  http.get(apiUrl('/kpi/funnel'), async ({ request }) => {
    const { params, companyId } = await companyRequest(request);
    const day = /^\d{4}-\d{2}-\d{2}$/;
    const from = params.get('from') ?? '';
    const to = params.get('to') ?? '';
    if (!day.test(from) || !day.test(to) || from > to) {
      return fail(400, 'Indica un período válido (desde y hasta).');
    }
    const within = (value: string | null) => {
      const key = value ? chileDayKey(value) : null;
      return key !== null && key >= from && key <= to;
    };
    const found = new Set<string>();
    for (const search of db.state.savedSearches.filter((entry) => entry.companyId === companyId)) {
      for (const { record } of searchCatalogue(search.jsonData.consultas, { limit: 500 }).results) {
        if (within(record.dates.published)) found.add(record.code);
      }
    }
    for (const application of db.state.applications) {
      if (application.companyId === companyId && within(application.foundAt)) {
        found.add(application.opportunityCode);
      }
    }
    const tagged = new Set<string>();
    for (const activity of db.state.activities) {
      if (
        activity.companyId === companyId &&
        activity.kind === 'etiqueta' &&
        activity.opportunityCode &&
        within(activity.createdAt)
      ) {
        tagged.add(activity.opportunityCode);
      }
    }
    const companyTags = new Set(
      db.state.tags.filter((tag) => tag.companyId === companyId).map((tag) => tag.id),
    );
    for (const link of db.state.opportunityTags) {
      if (companyTags.has(link.tagId) && within(link.createdAt)) tagged.add(link.opportunityCode);
    }
    return respond(funnelResponseSchema, {
      data: { encontradas: found.size, etiquetadas: tagged.size },
    });
  }),

  http.get(apiUrl('/applications'), async ({ request }) => {
    const { companyId } = await companyRequest(request);
    const data = db.state.applications
      .filter((application) => application.companyId === companyId)
      .sort((a, b) => a.appliedAt.localeCompare(b.appliedAt))
      .map(toApplication);
    return respond(applicationsResponseSchema, { data });
  }),

  /** A bid sent through the extension: pending until the buyer decides. */
  http.post(apiUrl('/applications'), async ({ request }) => {
    const { user, companyId } = await companyRequest(request);
    const body = await readBody(request, recordApplicationInputSchema);
    const record = findOpportunity(body.codigo);
    if (!record) return fail(404, 'Oportunidad no encontrada.');
    const company = db.state.companies.find((entry) => entry.id === companyId)!;
    const now = new Date().toISOString();
    const application = db.write((state) => {
      const created: MockApplication = {
        id: db.nextId('applications'),
        companyId,
        userId: user.id,
        ...bidOpportunityFacts(record),
        foundAt: null,
        savedSearchName: null,
        tags: (companyTagChips(companyId).get(record.code) ?? []).map((chip) => chip.name),
        appliedAt: now,
        offeredAmount: body.montoOfertado,
        outcome: 'pendiente',
        awardedAt: null,
        awardedTo: null,
        awardedAmount: null,
        offers: [
          {
            supplier: company.businessName,
            amount: body.montoOfertado,
            awarded: false,
            ours: true,
          },
        ],
        items: [],
      };
      state.applications = state.applications.filter(
        (entry) => !(entry.companyId === companyId && entry.opportunityCode === record.code),
      );
      state.applications.push(created);
      recordActivity(state, {
        companyId,
        userId: user.id,
        kind: 'postulacion',
        detail: 'Oferta enviada al portal',
        opportunity: { code: record.code, name: record.name },
      });
      return created;
    });
    return respond(
      recordApplicationResponseSchema,
      { data: toApplication(application) },
      { status: 201 },
    );
  }),

  http.get<{ codigo: string }>(apiUrl('/applications/:codigo'), async ({ request, params }) => {
    const { companyId } = await companyRequest(request);
    const code = decode(params.codigo);
    const application = db.state.applications.find(
      (entry) => entry.companyId === companyId && entry.opportunityCode === code,
    );
    if (!application) return fail(404, OUTCOME_NOT_FOUND);
    return respond(outcomeResponseSchema, {
      data: {
        ...toApplication(application),
        ofertas: application.offers
          .map((offer) => ({
            proveedor: offer.supplier,
            monto: offer.amount,
            adjudicada: offer.awarded,
            propia: offer.ours,
          }))
          .sort((a, b) => a.monto - b.monto),
        items: application.items.map((item) => ({
          codigoProducto: item.productCode,
          nombre: item.name,
          unidad: item.unit,
          cantidad: item.quantity,
          precioUnitario: item.unitPrice,
        })),
      },
    });
  }),

  http.get(apiUrl('/purchase-orders/unit-prices'), async ({ request }) => {
    await requireUser(request);
    const codes = (new URL(request.url).searchParams.get('codigos') ?? '')
      .split(',')
      .map((code) => code.trim())
      .filter((code) => /^\d{8}$/.test(code))
      .slice(0, 100);
    if (codes.length === 0) return fail(400, 'Indica al menos un código de producto.');
    const market = currentMarket();
    return respond(unitPricesResponseSchema, {
      data: [...new Set(codes)].flatMap((code): UnitPrices => {
        const products = awardedUnitPrices(market, code);
        if (products.length === 0) return [{ codigoProducto: code, producto: null, precios: [] }];
        return products.map(({ product, prices }) => ({
          codigoProducto: code,
          producto: product,
          precios: [...prices],
        }));
      }),
    });
  }),

  http.get(apiUrl('/purchase-orders'), async ({ request }) => {
    const { companyId } = await companyRequest(request);
    const data = db.state.purchaseOrders
      .filter((order) => order.companyId === companyId)
      .sort((a, b) => b.issuedAt.localeCompare(a.issuedAt))
      .map(toPurchaseOrder);
    return respond(purchaseOrdersResponseSchema, { data });
  }),

  http.get<{ codigo: string }>(apiUrl('/purchase-orders/:codigo'), async ({ request, params }) => {
    const { companyId } = await companyRequest(request);
    const code = decode(params.codigo);
    const order = db.state.purchaseOrders.find(
      (entry) => entry.companyId === companyId && entry.code === code,
    );
    if (!order) return fail(404, PURCHASE_ORDER_NOT_FOUND);
    return respond(purchaseOrderResponseSchema, { data: toPurchaseOrder(order) });
  }),
];
