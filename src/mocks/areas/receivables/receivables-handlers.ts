import { delay, http } from 'msw';
import { z } from 'zod';

import { hasReceivablesAccess } from '@/entities/user/api/permissions';
import {
  buyerRecordSchema,
  clientInputSchema,
  clientSchema,
  commitmentInputSchema,
  contactInputSchema,
  contactSchema,
  dataOf,
  invoiceInputSchema,
  invoiceSchema,
  messageOf,
  paymentInputSchema,
  RECEIVABLES_MESSAGES,
  statsSchema,
  type Client,
  type Contact,
  type Invoice,
} from '@/features/receivables/api/schemas';
import { taxOf, totalOf } from '@/features/receivables/lib/invoices';
import { clientDisplayName } from '@/features/receivables/lib/clients';
import { chileDayKey, daysBetween } from '@/lib/chile-time';
import { cleanRut, formatRut } from '@/lib/validation/rut';

import { applyPayment, balanceOf, daysOverdue, receivablesStats, statusOn } from './invoice-rules';
import { reminderSchedule } from './reminder-schedule';
import { db } from '../../core/database';
import type { MockInvoice, MockReceivableClient, MockReceivableContact } from './records';
import { followUpTask } from './seed';
import { apiUrl, fail, readBody, readPositiveId, respond } from '../../core/http';
import { requireCompany, requireUser } from '../../core/session';

/*
 * Accounts receivable (decision 0023): the client master, invoices with payments and
 * commitments, the panel's figures and a buyer's payment record. Only the allow-listed user gets
 * in; every call is scoped to one of that user's companies and answers after a
 * realistic 300 to 800 ms (not in unit tests), on top of the fault control's latency.
 */

const today = () => chileDayKey(Date.now())!;

async function receivablesRequest(request: Request) {
  const user = await requireUser(request);
  if (!hasReceivablesAccess(user)) throw fail(403, 'No tiene permisos para realizar esta acción.');
  const params = new URL(request.url).searchParams;
  const company = requireCompany(user, params.get('companyId'));
  if (import.meta.env.MODE !== 'test') await delay(300 + Math.round(Math.random() * 500));
  return { user, params, companyId: company.id };
}

const activeContactsOf = (clientId: number) =>
  db.state.receivableContacts.filter((entry) => entry.clientId === clientId && entry.isActive);

function toContact(contact: MockReceivableContact): Contact {
  return {
    id: contact.id,
    clientId: contact.clientId,
    name: contact.name,
    email: contact.email,
    phone: contact.phone,
    position: contact.position,
    type: contact.type,
    isActive: contact.isActive,
    reminderSettings: { ...contact.reminderSettings },
  };
}

const clientName = (client: MockReceivableClient | undefined) => clientDisplayName(client ?? {});

function toClient(client: MockReceivableClient): Client {
  const open = db.state.invoices.filter(
    (invoice) => invoice.clientId === client.id && invoice.status === 'pending',
  );
  return {
    ...client,
    contacts: activeContactsOf(client.id).map(toContact),
    owed: open.reduce((sum, invoice) => sum + balanceOf(invoice), 0),
    openInvoices: open.length,
  };
}

function toInvoice(invoice: MockInvoice, day = today()): Invoice {
  const client = db.state.receivableClients.find((entry) => entry.id === invoice.clientId);
  const contacts = db.state.receivableContacts.filter(
    (entry) => entry.clientId === invoice.clientId,
  );
  const commitments = db.state.paymentCommitments.filter((entry) => entry.invoiceId === invoice.id);
  return {
    id: invoice.id,
    number: invoice.number,
    clientId: invoice.clientId,
    clientName: clientName(client),
    purchaseOrderId: invoice.purchaseOrderId,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    amount: invoice.amount,
    tax: invoice.tax,
    totalAmount: invoice.totalAmount,
    status: statusOn(invoice, day),
    daysOverdue: daysOverdue(invoice, day),
    balance: balanceOf(invoice),
    description: invoice.description,
    paymentDate: invoice.paymentDate,
    paymentAmount: invoice.paymentAmount,
    paymentReference: invoice.paymentReference,
    payments: db.state.invoicePayments
      .filter((entry) => entry.invoiceId === invoice.id)
      .map(({ id, amount, paymentDate, paymentMethod, reference }) => ({
        id,
        amount,
        paymentDate,
        paymentMethod,
        reference,
      })),
    paymentCommitments: commitments.map((entry) => ({
      id: entry.id,
      contactId: entry.contactId,
      contactName: contacts.find((contact) => contact.id === entry.contactId)?.name ?? '',
      commitmentDate: entry.commitmentDate,
      dueDate: entry.dueDate,
      amount: entry.amount,
      description: entry.description,
      status: entry.status,
      taskId: entry.taskId,
    })),
    reminders: reminderSchedule(
      {
        dueDate: invoice.dueDate,
        open: invoice.status === 'pending',
        closedOn: invoice.closedOn ?? invoice.paymentDate,
      },
      contacts,
      day,
    ).map(({ date, contactName, email, kind, sent }) => ({ date, contactName, email, kind, sent })),
    tasks: db.state.tasks
      .filter((task) => task.invoiceId === invoice.id)
      .map((task) => ({ id: task.id, title: task.title, status: task.status })),
  };
}

function findClient(companyId: number, id: number) {
  const client = db.state.receivableClients.find(
    (entry) => entry.id === id && entry.companyId === companyId && entry.isActive,
  );
  if (!client) throw fail(404, RECEIVABLES_MESSAGES.clientNotFound);
  return client;
}

function findContact(companyId: number, id: number) {
  const contact = db.state.receivableContacts.find((entry) => entry.id === id && entry.isActive);
  const client = contact
    ? db.state.receivableClients.find((entry) => entry.id === contact.clientId)
    : undefined;
  if (!contact || client?.companyId !== companyId) {
    throw fail(404, RECEIVABLES_MESSAGES.contactNotFound);
  }
  return contact;
}

function findInvoice(companyId: number, id: number) {
  const invoice = db.state.invoices.find(
    (entry) => entry.id === id && entry.companyId === companyId,
  );
  if (!invoice) throw fail(404, RECEIVABLES_MESSAGES.invoiceNotFound);
  return invoice;
}

const invoiceId = (value: string) => readPositiveId(value, RECEIVABLES_MESSAGES.invoiceNotFound);

/** Checks an invoice's client, number and purchase order against the company's records. */
function checkInvoiceRefs(
  companyId: number,
  body: z.output<typeof invoiceInputSchema>,
  exceptId: number | null,
) {
  findClient(companyId, body.clientId);
  const taken = db.state.invoices.some(
    (entry) =>
      entry.companyId === companyId && entry.number === body.number && entry.id !== exceptId,
  );
  if (taken) throw fail(409, RECEIVABLES_MESSAGES.numberTaken, { field: 'number' });
  if (
    body.purchaseOrderId &&
    !db.state.purchaseOrders.some(
      (order) => order.companyId === companyId && order.code === body.purchaseOrderId,
    )
  ) {
    throw fail(400, RECEIVABLES_MESSAGES.purchaseOrderUnknown, { field: 'purchaseOrderId' });
  }
}

const clientFields = (body: z.output<typeof clientInputSchema>) => ({
  ...body,
  rut: body.rut ? formatRut(body.rut) : '',
});

export const receivablesHandlers = [
  http.get(apiUrl('/receivables/clients'), async ({ request }) => {
    const { companyId } = await receivablesRequest(request);
    const data = db.state.receivableClients
      .filter((client) => client.companyId === companyId && client.isActive)
      .sort((a, b) => clientName(a).localeCompare(clientName(b), 'es'))
      .map(toClient);
    return respond(dataOf(z.array(clientSchema)), { data });
  }),

  http.post(apiUrl('/receivables/clients'), async ({ request }) => {
    const { companyId } = await receivablesRequest(request);
    const body = await readBody(request, clientInputSchema);
    const now = new Date().toISOString();
    const client = db.write((state) => {
      const created: MockReceivableClient = {
        id: db.nextId('receivableClients'),
        companyId,
        ...clientFields(body),
        createdAt: now,
        updatedAt: now,
        isActive: true,
      };
      state.receivableClients.push(created);
      return created;
    });
    return respond(
      messageOf(clientSchema),
      { data: toClient(client), message: 'Cliente creado' },
      { status: 201 },
    );
  }),

  http.put<{ id: string }>(apiUrl('/receivables/clients/:id'), async ({ request, params }) => {
    const { companyId } = await receivablesRequest(request);
    const id = readPositiveId(params.id, RECEIVABLES_MESSAGES.clientNotFound);
    findClient(companyId, id);
    const body = await readBody(request, clientInputSchema);
    const client = db.write((state) => {
      const client = state.receivableClients.find((entry) => entry.id === id)!;
      Object.assign(client, clientFields(body), { updatedAt: new Date().toISOString() });
      return { ...client };
    });
    return respond(messageOf(clientSchema), {
      data: toClient(client),
      message: 'Cliente actualizado',
    });
  }),

  http.delete<{ id: string }>(apiUrl('/receivables/clients/:id'), async ({ request, params }) => {
    const { companyId } = await receivablesRequest(request);
    const id = readPositiveId(params.id, RECEIVABLES_MESSAGES.clientNotFound);
    findClient(companyId, id);
    db.write((state) => {
      const client = state.receivableClients.find((entry) => entry.id === id)!;
      client.isActive = false;
      client.updatedAt = new Date().toISOString();
    });
    return respond(z.object({ message: z.string() }), { message: 'Cliente eliminado' });
  }),

  http.post<{ id: string }>(
    apiUrl('/receivables/clients/:id/contacts'),
    async ({ request, params }) => {
      const { companyId } = await receivablesRequest(request);
      const clientId = readPositiveId(params.id, RECEIVABLES_MESSAGES.clientNotFound);
      findClient(companyId, clientId);
      const body = await readBody(request, contactInputSchema);
      const now = new Date().toISOString();
      const contact = db.write((state) => {
        const created: MockReceivableContact = {
          id: db.nextId('receivableContacts'),
          clientId,
          ...body,
          isActive: true,
          createdAt: now,
          updatedAt: now,
        };
        state.receivableContacts.push(created);
        return created;
      });
      return respond(
        messageOf(contactSchema),
        { data: toContact(contact), message: 'Contacto creado' },
        { status: 201 },
      );
    },
  ),

  http.put<{ id: string }>(apiUrl('/receivables/contacts/:id'), async ({ request, params }) => {
    const { companyId } = await receivablesRequest(request);
    const id = readPositiveId(params.id, RECEIVABLES_MESSAGES.contactNotFound);
    findContact(companyId, id);
    const body = await readBody(request, contactInputSchema);
    const contact = db.write((state) => {
      const contact = state.receivableContacts.find((entry) => entry.id === id)!;
      Object.assign(contact, body, { updatedAt: new Date().toISOString() });
      return { ...contact };
    });
    return respond(messageOf(contactSchema), {
      data: toContact(contact),
      message: 'Contacto actualizado',
    });
  }),

  http.delete<{ id: string }>(apiUrl('/receivables/contacts/:id'), async ({ request, params }) => {
    const { companyId } = await receivablesRequest(request);
    const id = readPositiveId(params.id, RECEIVABLES_MESSAGES.contactNotFound);
    findContact(companyId, id);
    db.write((state) => {
      state.receivableContacts.find((entry) => entry.id === id)!.isActive = false;
    });
    return respond(z.object({ message: z.string() }), { message: 'Contacto eliminado' });
  }),

  http.get(apiUrl('/receivables/invoices'), async ({ request }) => {
    const { companyId } = await receivablesRequest(request);
    const day = today();
    const data = db.state.invoices
      .filter((invoice) => invoice.companyId === companyId)
      .sort((a, b) => b.issueDate.localeCompare(a.issueDate) || b.number - a.number)
      .map((invoice) => toInvoice(invoice, day));
    return respond(dataOf(z.array(invoiceSchema)), { data });
  }),

  http.post(apiUrl('/receivables/invoices'), async ({ request }) => {
    const { companyId } = await receivablesRequest(request);
    const body = await readBody(request, invoiceInputSchema);
    checkInvoiceRefs(companyId, body, null);
    const now = new Date().toISOString();
    const invoice = db.write((state) => {
      const created: MockInvoice = {
        id: db.nextId('invoices'),
        companyId,
        ...body,
        tax: taxOf(body.amount),
        totalAmount: totalOf(body.amount),
        status: 'pending',
        paymentDate: null,
        paymentAmount: 0,
        paymentReference: null,
        closedOn: null,
        createdAt: now,
        updatedAt: now,
      };
      state.invoices.push(created);
      return created;
    });
    return respond(
      messageOf(invoiceSchema),
      { data: toInvoice(invoice), message: `Factura N° ${invoice.number} emitida` },
      { status: 201 },
    );
  }),

  http.put<{ id: string }>(apiUrl('/receivables/invoices/:id'), async ({ request, params }) => {
    const { companyId } = await receivablesRequest(request);
    const id = invoiceId(params.id);
    const existing = findInvoice(companyId, id);
    if (existing.status !== 'pending') throw fail(409, RECEIVABLES_MESSAGES.notOpen);
    const body = await readBody(request, invoiceInputSchema);
    checkInvoiceRefs(companyId, body, id);
    const totalAmount = totalOf(body.amount);
    if (totalAmount < existing.paymentAmount) {
      throw fail(400, 'El total no puede ser menor que lo ya pagado', { field: 'amount' });
    }
    const invoice = db.write((state) => {
      const invoice = state.invoices.find((entry) => entry.id === id)!;
      Object.assign(invoice, body, {
        tax: taxOf(body.amount),
        totalAmount,
        updatedAt: new Date().toISOString(),
      });
      return { ...invoice };
    });
    return respond(messageOf(invoiceSchema), {
      data: toInvoice(invoice),
      message: 'Factura actualizada',
    });
  }),

  http.post<{ id: string }>(
    apiUrl('/receivables/invoices/:id/payments'),
    async ({ request, params }) => {
      const { companyId } = await receivablesRequest(request);
      const id = invoiceId(params.id);
      const existing = findInvoice(companyId, id);
      if (existing.status !== 'pending') throw fail(409, RECEIVABLES_MESSAGES.notOpen);
      const body = await readBody(request, paymentInputSchema);
      if (body.amount > balanceOf(existing)) {
        throw fail(400, RECEIVABLES_MESSAGES.overBalance, { field: 'amount' });
      }
      const invoice = db.write((state) => {
        const invoice = state.invoices.find((entry) => entry.id === id)!;
        state.invoicePayments.push({
          id: db.nextId('invoicePayments'),
          invoiceId: id,
          ...body,
          createdAt: new Date().toISOString(),
        });
        Object.assign(invoice, applyPayment(invoice, body), {
          paymentReference: body.reference || null,
          updatedAt: new Date().toISOString(),
        });
        return { ...invoice };
      });
      return respond(messageOf(invoiceSchema), {
        data: toInvoice(invoice),
        message: invoice.status === 'paid' ? 'Pago registrado: factura pagada' : 'Abono registrado',
      });
    },
  ),

  http.post<{ id: string }>(
    apiUrl('/receivables/invoices/:id/commitments'),
    async ({ request, params }) => {
      const { user, companyId } = await receivablesRequest(request);
      const id = invoiceId(params.id);
      const existing = findInvoice(companyId, id);
      if (existing.status !== 'pending') throw fail(409, RECEIVABLES_MESSAGES.notOpen);
      const body = await readBody(request, commitmentInputSchema);
      const contact = findContact(companyId, body.contactId);
      if (contact.clientId !== existing.clientId) {
        throw fail(404, RECEIVABLES_MESSAGES.contactNotFound, { field: 'contactId' });
      }
      if (body.amount > balanceOf(existing)) {
        throw fail(400, RECEIVABLES_MESSAGES.overBalance, { field: 'amount' });
      }
      const client = db.state.receivableClients.find((entry) => entry.id === existing.clientId);
      const now = new Date().toISOString();
      const invoice = db.write((state) => {
        const taskId = db.nextId('tasks');
        state.paymentCommitments.push({
          id: db.nextId('paymentCommitments'),
          invoiceId: id,
          ...body,
          status: 'pending',
          taskId,
          createdAt: now,
        });
        const task = followUpTask(
          taskId,
          body,
          existing,
          clientName(client),
          contact.name,
          now,
          user.id,
        );
        // First in its column, as a task made on the board is.
        for (const other of state.tasks) {
          if (other.companyId === companyId && other.status === 'pendiente') other.position += 1;
        }
        state.tasks.push(task);
        return state.invoices.find((entry) => entry.id === id)!;
      });
      return respond(messageOf(invoiceSchema), {
        data: toInvoice(invoice),
        message: 'Compromiso de pago registrado y tarea de seguimiento creada',
      });
    },
  ),

  ...(['cancel', 'compensate'] as const).map((action) =>
    http.post<{ id: string }>(
      apiUrl(`/receivables/invoices/:id/${action}`),
      async ({ request, params }) => {
        const { companyId } = await receivablesRequest(request);
        const id = invoiceId(params.id);
        const existing = findInvoice(companyId, id);
        if (existing.status !== 'pending') throw fail(409, RECEIVABLES_MESSAGES.notOpen);
        const invoice = db.write((state) => {
          const invoice = state.invoices.find((entry) => entry.id === id)!;
          invoice.status = action === 'cancel' ? 'cancelled' : 'compensated';
          invoice.closedOn = today();
          invoice.updatedAt = new Date().toISOString();
          return { ...invoice };
        });
        return respond(messageOf(invoiceSchema), {
          data: toInvoice(invoice),
          message: action === 'cancel' ? 'Factura anulada' : 'Factura compensada',
        });
      },
    ),
  ),

  http.get(apiUrl('/receivables/stats'), async ({ request }) => {
    const { companyId } = await receivablesRequest(request);
    const day = today();
    const invoices = db.state.invoices.filter((invoice) => invoice.companyId === companyId);
    const stats = receivablesStats(invoices, day);
    const clients = new Map(db.state.receivableClients.map((client) => [client.id, client]));
    return respond(dataOf(statsSchema), {
      data: {
        today: day,
        byStatus: stats.byStatus,
        owed: stats.owed,
        topClients: stats.topClients.map((entry) => ({
          ...entry,
          name: clientName(clients.get(entry.clientId)),
        })),
        overdueRanges: stats.overdueRanges,
        dueThisWeek: {
          from: stats.dueThisWeek.from,
          to: stats.dueThisWeek.to,
          amount: stats.dueThisWeek.amount,
          invoices: invoices
            .filter((invoice) => stats.dueThisWeek.ids.includes(invoice.id))
            .sort((a, b) => a.dueDate.localeCompare(b.dueDate))
            .map((invoice) => toInvoice(invoice, day)),
        },
      },
    });
  }),

  /** How a public body pays this company: its invoices, days to pay, what is overdue now. */
  http.get(apiUrl('/receivables/buyer-record'), async ({ request }) => {
    const { params, companyId } = await receivablesRequest(request);
    const rut = cleanRut(params.get('rut') ?? '');
    if (!rut) return fail(400, 'Indica el RUT del comprador.');
    const client = db.state.receivableClients.find(
      (entry) => entry.companyId === companyId && entry.isActive && cleanRut(entry.rut) === rut,
    );
    const day = today();
    const invoices = client
      ? db.state.invoices.filter((invoice) => invoice.clientId === client.id)
      : [];
    const paid = invoices.filter((invoice) => invoice.status === 'paid' && invoice.paymentDate);
    const mean = (values: number[]) =>
      values.length === 0
        ? null
        : Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);
    const overdue = invoices.filter((invoice) => statusOn(invoice, day) === 'overdue');
    return respond(dataOf(buyerRecordSchema), {
      data: {
        client: client ? { id: client.id, name: clientName(client) } : null,
        invoices: invoices.filter((invoice) => invoice.status !== 'cancelled').length,
        paid: paid.length,
        averageDaysToPay: mean(
          paid.map((invoice) => daysBetween(invoice.issueDate, invoice.paymentDate!)),
        ),
        averageDaysLate: mean(
          paid.map((invoice) => daysBetween(invoice.dueDate, invoice.paymentDate!)),
        ),
        overdueNow: overdue.length,
        overdueAmount: overdue.reduce((sum, invoice) => sum + balanceOf(invoice), 0),
      },
    });
  }),
];
