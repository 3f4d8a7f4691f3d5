import type { z } from 'zod';

import type { TaskInput } from '@/entities/task/api/create-task';
import { ApiError } from '@/lib/api-client';
import { chileWallTimeToInstant } from '@/lib/chile-time';
import { formatCLP } from '@/lib/format';
import { formatRut } from '@/lib/validation/rut';

import {
  clientInputSchema,
  commitmentInputSchema,
  contactInputSchema,
  invoiceInputSchema,
  paymentInputSchema,
  RECEIVABLES_MESSAGES,
  type ClientInput,
  type CommitmentInput,
  type ContactInput,
  type InvoiceInput,
  type PaymentInput,
} from '../api/receivables-schema';
import { clientDisplayName } from '../lib/clients';
import { taxOf, totalOf } from '../lib/invoices';
import { applyPayment, balanceOf } from './invoice-rules';
import { nextId, type ReceivablesData, type StoredCommitment, type StoredInvoice } from './records';

/*
 * The store's rules for every change (decision 0023), over one user's records: what is checked,
 * what is refused and with which words, what is written. Each runs inside one write of the
 * store, so a refusal leaves the records as they were. A refusal is the `ApiError` the screens
 * already read from a server: its words, a status that says why (400 a value, 404 a record that
 * is not there, 409 a conflict) and, when one field is at fault, `{ field }`, which the forms put
 * under that field.
 */

export const TOO_LOW_TOTAL = 'El total no puede ser menor que lo ya pagado';

export function refuse(status: number, message: string, field?: string) {
  return new ApiError(message, status, 'HttpError', field ? { message, field } : { message });
}

/** The input as its schema reads it, or a 400 with its first message on its field. */
function read<TSchema extends z.ZodType>(schema: TSchema, input: unknown): z.output<TSchema> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = typeof issue?.path[0] === 'string' ? issue.path[0] : undefined;
  throw refuse(400, issue?.message ?? 'Datos inválidos', field);
}

/** When a change happens: the instant and the Chile day. */
export type Moment = { now: string; today: string };

function findClient(data: ReceivablesData, companyId: number, id: number) {
  const client = data.clients.find(
    (entry) => entry.id === id && entry.companyId === companyId && entry.isActive,
  );
  if (!client) throw refuse(404, RECEIVABLES_MESSAGES.clientNotFound);
  return client;
}

function findContact(data: ReceivablesData, companyId: number, id: number) {
  const contact = data.contacts.find((entry) => entry.id === id && entry.isActive);
  const client = contact && data.clients.find((entry) => entry.id === contact.clientId);
  if (!contact || client?.companyId !== companyId) {
    throw refuse(404, RECEIVABLES_MESSAGES.contactNotFound);
  }
  return contact;
}

/** An invoice of the company that is still open (pending, overdue or not). */
function findOpenInvoice(data: ReceivablesData, companyId: number, id: number) {
  const invoice = data.invoices.find((entry) => entry.id === id && entry.companyId === companyId);
  if (!invoice) throw refuse(404, RECEIVABLES_MESSAGES.invoiceNotFound);
  if (invoice.status !== 'pending') throw refuse(409, RECEIVABLES_MESSAGES.notOpen);
  return invoice;
}

const clientFields = (input: ClientInput) => {
  const fields = read(clientInputSchema, input);
  return { ...fields, rut: fields.rut ? formatRut(fields.rut) : '' };
};

export function createClient(
  data: ReceivablesData,
  companyId: number,
  input: ClientInput,
  at: Moment,
) {
  const client = {
    id: nextId(data, 'clients'),
    companyId,
    ...clientFields(input),
    createdAt: at.now,
    updatedAt: at.now,
    isActive: true,
  };
  data.clients.push(client);
  return { client, message: 'Cliente creado' };
}

export function updateClient(
  data: ReceivablesData,
  companyId: number,
  id: number,
  input: ClientInput,
  at: Moment,
) {
  const client = findClient(data, companyId, id);
  Object.assign(client, clientFields(input), { updatedAt: at.now });
  return { client, message: 'Cliente actualizado' };
}

/** A soft delete: the client stays, with isActive false. */
export function deleteClient(data: ReceivablesData, companyId: number, id: number, at: Moment) {
  const client = findClient(data, companyId, id);
  client.isActive = false;
  client.updatedAt = at.now;
  return { message: 'Cliente eliminado' };
}

export function createContact(
  data: ReceivablesData,
  companyId: number,
  clientId: number,
  input: ContactInput,
  at: Moment,
) {
  findClient(data, companyId, clientId);
  const contact = {
    id: nextId(data, 'contacts'),
    clientId,
    ...read(contactInputSchema, input),
    isActive: true,
    createdAt: at.now,
    updatedAt: at.now,
  };
  data.contacts.push(contact);
  return { contact, message: 'Contacto creado' };
}

export function updateContact(
  data: ReceivablesData,
  companyId: number,
  id: number,
  input: ContactInput,
  at: Moment,
) {
  const contact = findContact(data, companyId, id);
  Object.assign(contact, read(contactInputSchema, input), { updatedAt: at.now });
  return { contact, message: 'Contacto actualizado' };
}

/** The contact stops getting payment reminders (soft delete). */
export function deleteContact(data: ReceivablesData, companyId: number, id: number, at: Moment) {
  const contact = findContact(data, companyId, id);
  contact.isActive = false;
  contact.updatedAt = at.now;
  return { message: 'Contacto eliminado' };
}

/** An invoice's input, checked against the company's clients and invoice numbers. */
function invoiceFields(
  data: ReceivablesData,
  companyId: number,
  input: InvoiceInput,
  exceptId: number | null,
) {
  const fields = read(invoiceInputSchema, input);
  findClient(data, companyId, fields.clientId);
  const taken = data.invoices.some(
    (entry) =>
      entry.companyId === companyId && entry.number === fields.number && entry.id !== exceptId,
  );
  if (taken) throw refuse(409, RECEIVABLES_MESSAGES.numberTaken, 'number');
  return { ...fields, tax: taxOf(fields.amount), totalAmount: totalOf(fields.amount) };
}

/** A new invoice: pending, tax 19 % and total computed here. */
export function createInvoice(
  data: ReceivablesData,
  companyId: number,
  input: InvoiceInput,
  at: Moment,
) {
  const invoice: StoredInvoice = {
    id: nextId(data, 'invoices'),
    companyId,
    ...invoiceFields(data, companyId, input, null),
    status: 'pending',
    paymentDate: null,
    paymentAmount: 0,
    paymentReference: null,
    closedOn: null,
    createdAt: at.now,
    updatedAt: at.now,
  };
  data.invoices.push(invoice);
  return { invoice, message: `Factura N° ${invoice.number} emitida` };
}

export function updateInvoice(
  data: ReceivablesData,
  companyId: number,
  id: number,
  input: InvoiceInput,
  at: Moment,
) {
  const invoice = findOpenInvoice(data, companyId, id);
  const fields = invoiceFields(data, companyId, input, id);
  if (fields.totalAmount < invoice.paymentAmount) throw refuse(400, TOO_LOW_TOTAL, 'amount');
  Object.assign(invoice, fields, { updatedAt: at.now });
  return { invoice, message: 'Factura actualizada' };
}

/**
 * A payment of the balance or of part of it: the invoice is paid once its payments cover the
 * total, otherwise it stays pending with what is left (decision 0023).
 */
export function recordPayment(
  data: ReceivablesData,
  companyId: number,
  id: number,
  input: PaymentInput,
  at: Moment,
) {
  const invoice = findOpenInvoice(data, companyId, id);
  const payment = read(paymentInputSchema, input);
  if (payment.amount > balanceOf(invoice)) {
    throw refuse(400, RECEIVABLES_MESSAGES.overBalance, 'amount');
  }
  data.payments.push({
    id: nextId(data, 'payments'),
    invoiceId: id,
    ...payment,
    createdAt: at.now,
  });
  Object.assign(invoice, applyPayment(invoice, payment), {
    paymentReference: payment.reference || null,
    updatedAt: at.now,
  });
  return {
    invoice,
    message: invoice.status === 'paid' ? 'Pago registrado: factura pagada' : 'Abono registrado',
  };
}

export const COMMITMENT_RECORDED = 'Compromiso de pago registrado y tarea de seguimiento creada';

/**
 * A promise to pay by a contact of the invoice's client, within its balance. Its follow-up task
 * is made on the tasks API afterwards (`linkTask`), or the commitment taken back
 * (`dropCommitment`) when that fails.
 */
export function recordCommitment(
  data: ReceivablesData,
  companyId: number,
  id: number,
  input: CommitmentInput,
  at: Moment,
) {
  const invoice = findOpenInvoice(data, companyId, id);
  const fields = read(commitmentInputSchema, input);
  const contact = findContact(data, companyId, fields.contactId);
  if (contact.clientId !== invoice.clientId) {
    throw refuse(404, RECEIVABLES_MESSAGES.contactNotFound, 'contactId');
  }
  if (fields.amount > balanceOf(invoice)) {
    throw refuse(400, RECEIVABLES_MESSAGES.overBalance, 'amount');
  }
  const commitment: StoredCommitment = {
    id: nextId(data, 'commitments'),
    invoiceId: id,
    ...fields,
    status: 'pending',
    taskId: null,
    taskTitle: null,
    createdAt: at.now,
  };
  data.commitments.push(commitment);
  const client = data.clients.find((entry) => entry.id === invoice.clientId)!;
  return { commitment, invoice, client, contact };
}

/**
 * The follow-up task a commitment makes on the tasks API (spec: priority medium, status
 * pending): due the promised day at 10:00 Chile time, for whoever recorded it, linked to the
 * invoice so the task's card leads back to it.
 */
export function followUpTask(
  recorded: ReturnType<typeof recordCommitment>,
  assigneeId: number,
): TaskInput {
  const { commitment, invoice, client, contact } = recorded;
  return {
    title: `Seguimiento compromiso de pago factura N° ${invoice.number}`,
    description:
      `${clientDisplayName(client)} se comprometió a pagar ${formatCLP(commitment.amount)} (contacto: ${contact.name}). ${commitment.description}`
        .trim()
        .slice(0, 2000),
    priority: 'media',
    status: 'pendiente',
    dueAt: chileWallTimeToInstant(commitment.dueDate, '10:00')!.toISOString(),
    assigneeId,
    opportunityCode: null,
    invoice: { id: invoice.id, number: invoice.number },
  };
}

export function linkTask(
  data: ReceivablesData,
  commitmentId: number,
  task: { id: number; title: string },
) {
  const commitment = data.commitments.find((entry) => entry.id === commitmentId);
  if (commitment) Object.assign(commitment, { taskId: task.id, taskTitle: task.title });
}

export function dropCommitment(data: ReceivablesData, commitmentId: number) {
  data.commitments = data.commitments.filter((entry) => entry.id !== commitmentId);
}

/** 'cancel' (anular) or 'compensate' an open invoice. */
export function closeInvoice(
  data: ReceivablesData,
  companyId: number,
  id: number,
  action: 'cancel' | 'compensate',
  at: Moment,
) {
  const invoice = findOpenInvoice(data, companyId, id);
  Object.assign(invoice, {
    status: action === 'cancel' ? 'cancelled' : 'compensated',
    closedOn: at.today,
    updatedAt: at.now,
  });
  return { invoice, message: action === 'cancel' ? 'Factura anulada' : 'Factura compensada' };
}
