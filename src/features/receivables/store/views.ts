import { daysBetween } from '@/lib/chile-time';
import { cleanRut } from '@/lib/validation/rut';

import type {
  BuyerRecord,
  Client,
  Contact,
  Invoice,
  ReceivablesStatsView,
} from '../api/receivables-schema';
import { clientDisplayName } from '../lib/clients';
import { balanceOf, daysOverdue, receivablesStats, statusOn } from './invoice-rules';
import type { ReceivablesData, StoredClient, StoredContact, StoredInvoice } from './records';
import { reminderSchedule } from './reminder-schedule';

/*
 * What the screens read (decision 0023), computed from the stored records on each read: a
 * client with its active contacts and what it owes, an invoice with its status on `today`, its
 * balance, payments, commitments, reminders and follow-up tasks, the panel's figures and a
 * buyer's payment record. Nothing here changes the records.
 */

const clientName = (client: StoredClient | undefined) => clientDisplayName(client ?? {});

export function toContact(contact: StoredContact): Contact {
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

export function toClient(data: ReceivablesData, client: StoredClient): Client {
  const open = data.invoices.filter(
    (invoice) => invoice.clientId === client.id && invoice.status === 'pending',
  );
  const { companyId: _company, ...fields } = client;
  return {
    ...fields,
    contacts: data.contacts
      .filter((contact) => contact.clientId === client.id && contact.isActive)
      .map(toContact),
    owed: open.reduce((sum, invoice) => sum + balanceOf(invoice), 0),
    openInvoices: open.length,
  };
}

export function toInvoice(data: ReceivablesData, invoice: StoredInvoice, today: string): Invoice {
  const contacts = data.contacts.filter((entry) => entry.clientId === invoice.clientId);
  const commitments = data.commitments.filter((entry) => entry.invoiceId === invoice.id);
  return {
    id: invoice.id,
    number: invoice.number,
    clientId: invoice.clientId,
    clientName: clientName(data.clients.find((entry) => entry.id === invoice.clientId)),
    purchaseOrderId: invoice.purchaseOrderId,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    amount: invoice.amount,
    tax: invoice.tax,
    totalAmount: invoice.totalAmount,
    status: statusOn(invoice, today),
    daysOverdue: daysOverdue(invoice, today),
    balance: balanceOf(invoice),
    description: invoice.description,
    paymentDate: invoice.paymentDate,
    paymentAmount: invoice.paymentAmount,
    paymentReference: invoice.paymentReference,
    payments: data.payments
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
      today,
    ).map(({ date, contactName, email, kind, sent }) => ({ date, contactName, email, kind, sent })),
    tasks: commitments.flatMap((entry) =>
      entry.taskId === null ? [] : [{ id: entry.taskId, title: entry.taskTitle ?? '' }],
    ),
  };
}

const companyInvoices = (data: ReceivablesData, companyId: number) =>
  data.invoices.filter((invoice) => invoice.companyId === companyId);

/** The company's active clients, by name. */
export function clientsView(data: ReceivablesData, companyId: number): Client[] {
  return data.clients
    .filter((client) => client.companyId === companyId && client.isActive)
    .sort((a, b) => clientName(a).localeCompare(clientName(b), 'es'))
    .map((client) => toClient(data, client));
}

/** The company's invoices, the last issued first. */
export function invoicesView(data: ReceivablesData, companyId: number, today: string): Invoice[] {
  return companyInvoices(data, companyId)
    .sort((a, b) => b.issueDate.localeCompare(a.issueDate) || b.number - a.number)
    .map((invoice) => toInvoice(data, invoice, today));
}

export function statsView(
  data: ReceivablesData,
  companyId: number,
  today: string,
): ReceivablesStatsView {
  const invoices = companyInvoices(data, companyId);
  const stats = receivablesStats(invoices, today);
  const clients = new Map(data.clients.map((client) => [client.id, client]));
  return {
    today,
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
        .map((invoice) => toInvoice(data, invoice, today)),
    },
  };
}

const mean = (values: number[]) =>
  values.length === 0
    ? null
    : Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);

/** How a public body (by RUT) pays this company: its invoices, days to pay, overdue now. */
export function buyerRecordView(
  data: ReceivablesData,
  companyId: number,
  rut: string,
  today: string,
): BuyerRecord {
  const wanted = cleanRut(rut);
  const client = wanted
    ? data.clients.find(
        (entry) =>
          entry.companyId === companyId && entry.isActive && cleanRut(entry.rut) === wanted,
      )
    : undefined;
  const invoices = client ? data.invoices.filter((invoice) => invoice.clientId === client.id) : [];
  const paid = invoices.filter((invoice) => invoice.status === 'paid' && invoice.paymentDate);
  const overdue = invoices.filter((invoice) => statusOn(invoice, today) === 'overdue');
  return {
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
  };
}
