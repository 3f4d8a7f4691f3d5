import { expect } from 'vitest';

import {
  applicationsQueryOptions,
  recordApplication,
} from '@/entities/application/api/applications';
import { getTasks } from '@/entities/task/api/get-tasks';
import { activitiesQueryOptions } from '@/features/activities/api/get-activities';
import { followedOpportunitiesQueryOptions } from '@/features/calendar/api/get-followed-opportunities';
import { outcomeQueryOptions } from '@/features/effectiveness/api/get-outcome';
import { funnelQueryOptions } from '@/features/kpi/api/get-funnel';
import {
  purchaseOrderQueryOptions,
  purchaseOrdersQueryOptions,
  unitPricesQueryOptions,
} from '@/features/purchase-orders/api/purchase-orders';
import { closeInvoice } from '@/features/receivables/api/close-invoice';
import { createClient } from '@/features/receivables/api/create-client';
import { createContact } from '@/features/receivables/api/create-contact';
import { createInvoice } from '@/features/receivables/api/create-invoice';
import { deleteClient } from '@/features/receivables/api/delete-client';
import { deleteContact } from '@/features/receivables/api/delete-contact';
import { buyerRecordQueryOptions } from '@/features/receivables/api/get-buyer-record';
import { clientsQueryOptions } from '@/features/receivables/api/get-clients';
import { invoicesQueryOptions } from '@/features/receivables/api/get-invoices';
import { statsQueryOptions } from '@/features/receivables/api/get-receivables-stats';
import { recordCommitment } from '@/features/receivables/api/record-commitment';
import { recordPayment } from '@/features/receivables/api/record-payment';
import { updateClient } from '@/features/receivables/api/update-client';
import { updateContact } from '@/features/receivables/api/update-contact';
import { updateInvoice } from '@/features/receivables/api/update-invoice';
import { createTask } from '@/features/tasks/api/create-task';
import { deleteTask } from '@/features/tasks/api/delete-task';
import { updateTask } from '@/features/tasks/api/update-task';
import { chileDayKey } from '@/lib/chile-time';
import { db } from '@/mocks/core/database';
import { SEED_TEAM } from '@/mocks/areas/accounts/seed';
import { signInAs } from '@/testing/test-utils';

import { as, contract, runQuery, type Contracts } from './harness';

/**
 * Work management (tasks, the activity feed, the calendar, KPIs, bids and their outcome, purchase
 * orders) for demo's Comercial Andes (company 1), and accounts receivable, open only to the
 * receivables account, for its company 5.
 */

const demo = as('demo');
const TASK_TITLE = 'Preparar boleta de garantía de seriedad de la oferta';
/** A tender Comercial Andes follows (tagged 'Postular'). */
const FOLLOWED = '6164-39-LP26';
const RECEIVABLES = 5;
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

/** Signs the receivables account in; a pending invoice whose client has a contact, and those. */
async function pendingInvoice() {
  await signInAs('receivables');
  const contacts = db.state.receivableContacts.filter((entry) => entry.isActive);
  const invoice = db.state.invoices.find(
    (entry) =>
      entry.companyId === RECEIVABLES &&
      entry.status === 'pending' &&
      contacts.some((contact) => contact.clientId === entry.clientId),
  )!;
  const client = db.state.receivableClients.find((entry) => entry.id === invoice.clientId)!;
  const contact = contacts.find((entry) => entry.clientId === client.id)!;
  return { invoice, client, contact };
}

/** An invoice's fields as its form sends them. */
const invoiceInput = (invoice: (typeof db.state.invoices)[number]) => ({
  clientId: invoice.clientId,
  number: invoice.number,
  purchaseOrderId: invoice.purchaseOrderId,
  issueDate: invoice.issueDate,
  dueDate: invoice.dueDate,
  amount: invoice.amount,
  description: 'Servicio de aseo, noviembre',
});

const CONTACT_INPUT = {
  name: 'Rodrigo Pizarro',
  email: 'rodrigo.pizarro@hospital.cl',
  phone: '+56 9 8765 4321',
  position: 'Jefe de finanzas',
  type: 'collection',
  reminderSettings: { enabled: true, daysBefore: 3, daysAfter: 7, frequency: 'weekly' },
} as const;

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
      }),
    expected: {
      message: 'Tarea creada',
      data: expect.objectContaining({
        title: 'Llamar al comprador',
        assignee: { id: 5, name: SEED_TEAM.joaquin.name },
        opportunity: expect.objectContaining({ codigo: FOLLOWED }),
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
    expectedOf: (code) => [{ codigoProducto: code, precios: expect.any(Array) }],
  }),

  // Accounts receivable: the receivables account only.
  'GET /receivables/clients': contract({
    route: ['get', '/receivables/clients'],
    prepare: pendingInvoice,
    call: () => runQuery(clientsQueryOptions(RECEIVABLES)),
    expectedOf: ({ client, contact }) =>
      expect.arrayContaining([
        expect.objectContaining({
          id: client.id,
          rut: client.rut,
          contacts: expect.arrayContaining([expect.objectContaining({ id: contact.id })]),
        }),
      ]),
  }),
  'POST /receivables/clients': contract({
    route: ['post', '/receivables/clients'],
    prepare: as('receivables'),
    call: () =>
      createClient(RECEIVABLES, {
        rut: '',
        organizationName: 'Hospital Regional de Talca',
        businessName: '',
        address: '',
        phone: '',
        email: '',
      }),
    expected: {
      message: 'Cliente creado',
      data: expect.objectContaining({
        organizationName: 'Hospital Regional de Talca',
        isActive: true,
        openInvoices: 0,
      }),
    },
  }),
  'PUT /receivables/clients/:id': contract({
    route: ['put', '/receivables/clients/:id'],
    prepare: pendingInvoice,
    call: ({ client }) =>
      updateClient(RECEIVABLES, client.id, {
        rut: client.rut,
        organizationName: client.organizationName,
        businessName: client.businessName,
        address: client.address,
        phone: '+56 2 2345 6789',
        email: client.email,
      }),
    expectedOf: ({ client }) => ({
      message: 'Cliente actualizado',
      data: expect.objectContaining({ id: client.id, phone: '+56 2 2345 6789' }),
    }),
  }),
  'DELETE /receivables/clients/:id': contract({
    route: ['delete', '/receivables/clients/:id'],
    prepare: pendingInvoice,
    call: ({ client }) => deleteClient(RECEIVABLES, client.id),
    expected: { message: 'Cliente eliminado' },
  }),
  'POST /receivables/clients/:id/contacts': contract({
    route: ['post', '/receivables/clients/:id/contacts'],
    prepare: pendingInvoice,
    call: ({ client }) => createContact(RECEIVABLES, client.id, CONTACT_INPUT),
    expectedOf: ({ client }) => ({
      message: 'Contacto creado',
      data: expect.objectContaining({ clientId: client.id, name: CONTACT_INPUT.name }),
    }),
  }),
  'PUT /receivables/contacts/:id': contract({
    route: ['put', '/receivables/contacts/:id'],
    prepare: pendingInvoice,
    call: ({ contact }) => updateContact(RECEIVABLES, contact.id, CONTACT_INPUT),
    expectedOf: ({ contact }) => ({
      message: 'Contacto actualizado',
      data: expect.objectContaining({ id: contact.id, email: CONTACT_INPUT.email }),
    }),
  }),
  'DELETE /receivables/contacts/:id': contract({
    route: ['delete', '/receivables/contacts/:id'],
    prepare: pendingInvoice,
    call: ({ contact }) => deleteContact(RECEIVABLES, contact.id),
    expected: { message: 'Contacto eliminado' },
  }),
  'GET /receivables/invoices': contract({
    route: ['get', '/receivables/invoices'],
    prepare: pendingInvoice,
    call: () => runQuery(invoicesQueryOptions(RECEIVABLES)),
    expectedOf: ({ invoice }) =>
      expect.arrayContaining([
        expect.objectContaining({
          id: invoice.id,
          number: invoice.number,
          status: expect.stringMatching(/^(pending|overdue)$/),
        }),
      ]),
  }),
  'POST /receivables/invoices': contract({
    route: ['post', '/receivables/invoices'],
    prepare: pendingInvoice,
    call: ({ invoice }) =>
      createInvoice(RECEIVABLES, { ...invoiceInput(invoice), number: 990_001, amount: 100_000 }),
    expected: {
      message: 'Factura N° 990001 emitida',
      data: expect.objectContaining({ number: 990_001, totalAmount: 119_000, balance: 119_000 }),
    },
  }),
  'PUT /receivables/invoices/:id': contract({
    route: ['put', '/receivables/invoices/:id'],
    prepare: pendingInvoice,
    call: ({ invoice }) => updateInvoice(RECEIVABLES, invoice.id, invoiceInput(invoice)),
    expectedOf: ({ invoice }) => ({
      message: 'Factura actualizada',
      data: expect.objectContaining({ id: invoice.id, description: 'Servicio de aseo, noviembre' }),
    }),
  }),
  'POST /receivables/invoices/:id/payments': contract({
    route: ['post', '/receivables/invoices/:id/payments'],
    prepare: pendingInvoice,
    call: ({ invoice }) =>
      recordPayment(RECEIVABLES, invoice.id, {
        amount: 1_000,
        paymentDate: today(),
        paymentMethod: 'transferencia',
        reference: 'TRF-2231',
      }),
    expected: {
      message: 'Abono registrado',
      data: expect.objectContaining({
        payments: expect.arrayContaining([
          expect.objectContaining({ amount: 1_000, reference: 'TRF-2231' }),
        ]),
      }),
    },
  }),
  'POST /receivables/invoices/:id/commitments': contract({
    route: ['post', '/receivables/invoices/:id/commitments'],
    prepare: pendingInvoice,
    call: ({ invoice, contact }) =>
      recordCommitment(RECEIVABLES, invoice.id, {
        contactId: contact.id,
        commitmentDate: today(),
        dueDate: today(),
        amount: 1_000,
        description: 'Paga el viernes',
      }),
    expectedOf: ({ contact }) => ({
      message: 'Compromiso de pago registrado y tarea de seguimiento creada',
      data: expect.objectContaining({
        paymentCommitments: expect.arrayContaining([
          expect.objectContaining({ contactId: contact.id, amount: 1_000 }),
        ]),
      }),
    }),
  }),
  'POST /receivables/invoices/:id/cancel': contract({
    route: ['post', '/receivables/invoices/:id/cancel'],
    prepare: pendingInvoice,
    call: ({ invoice }) => closeInvoice(RECEIVABLES, invoice.id, 'cancel'),
    expected: {
      message: 'Factura anulada',
      data: expect.objectContaining({ status: 'cancelled' }),
    },
  }),
  'POST /receivables/invoices/:id/compensate': contract({
    route: ['post', '/receivables/invoices/:id/compensate'],
    prepare: pendingInvoice,
    call: ({ invoice }) => closeInvoice(RECEIVABLES, invoice.id, 'compensate'),
    expected: {
      message: 'Factura compensada',
      data: expect.objectContaining({ status: 'compensated' }),
    },
  }),
  'GET /receivables/stats': contract({
    route: ['get', '/receivables/stats'],
    prepare: as('receivables'),
    call: () => runQuery(statsQueryOptions(RECEIVABLES)),
    expected: expect.objectContaining({
      today: today(),
      owed: expect.any(Number),
      byStatus: expect.objectContaining({ pending: expect.any(Object) }),
    }),
  }),
  'GET /receivables/buyer-record': contract({
    route: ['get', '/receivables/buyer-record'],
    prepare: pendingInvoice,
    call: ({ client }) => runQuery(buyerRecordQueryOptions(RECEIVABLES, client.rut)),
    expectedOf: ({ client }) =>
      expect.objectContaining({
        client: { id: client.id, name: expect.any(String) },
        invoices: expect.any(Number),
      }),
  }),
};
