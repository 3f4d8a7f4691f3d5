import type { ContactType, PaymentMethod } from '../api/receivables-schema';
import type { ReminderSettings } from '../lib/reminders';

/**
 * What the receivables store keeps for one user (decision 0023): clients, contacts, invoices,
 * payments and commitments of each of the user's companies that has used the area, and the
 * next id of each table. Whatever is computed (status overdue, balances, reminders, the panel's
 * figures) is never stored.
 */

/** A public body the company invoices. */
export type StoredClient = {
  id: number;
  companyId: number;
  rut: string;
  organizationName: string;
  businessName: string;
  address: string;
  phone: string;
  email: string;
  createdAt: string;
  updatedAt: string;
  /** False once deleted (soft delete). */
  isActive: boolean;
};

export type StoredContact = {
  id: number;
  clientId: number;
  name: string;
  email: string;
  phone: string;
  position: string;
  type: ContactType;
  isActive: boolean;
  reminderSettings: ReminderSettings;
  createdAt: string;
  updatedAt: string;
};

export type StoredInvoice = {
  id: number;
  companyId: number;
  number: number;
  clientId: number;
  /** The purchase order's code it bills, if any. */
  purchaseOrderId: string | null;
  /** Chile days, 'yyyy-MM-dd'. */
  issueDate: string;
  dueDate: string;
  amount: number;
  tax: number;
  totalAmount: number;
  /** 'overdue' is never stored: a pending invoice past its due date is overdue. */
  status: 'pending' | 'paid' | 'cancelled' | 'compensated';
  description: string;
  /** The last payment's day, and what has been paid in all. */
  paymentDate: string | null;
  paymentAmount: number;
  paymentReference: string | null;
  /** The day it was cancelled or compensated. */
  closedOn: string | null;
  createdAt: string;
  updatedAt: string;
};

export type StoredPayment = {
  id: number;
  invoiceId: number;
  amount: number;
  paymentDate: string;
  paymentMethod: PaymentMethod;
  reference: string;
  createdAt: string;
};

export type StoredCommitment = {
  id: number;
  invoiceId: number;
  contactId: number;
  commitmentDate: string;
  dueDate: string;
  amount: number;
  description: string;
  status: 'pending';
  /** Its follow-up task on the tasks API, once created; the demo's own have none. */
  taskId: number | null;
  taskTitle: string | null;
  createdAt: string;
};

export const RECEIVABLES_TABLES = [
  'clients',
  'contacts',
  'invoices',
  'payments',
  'commitments',
] as const;
export type ReceivablesTable = (typeof RECEIVABLES_TABLES)[number];

/** Raised when the stored shape changes: an older one is set aside and the demo seeded again. */
export const RECEIVABLES_DATA_VERSION = 1;

export type ReceivablesData = {
  version: typeof RECEIVABLES_DATA_VERSION;
  /** The companies whose demo portfolio was seeded (once each, on first use). */
  seededCompanies: number[];
  clients: StoredClient[];
  contacts: StoredContact[];
  invoices: StoredInvoice[];
  payments: StoredPayment[];
  commitments: StoredCommitment[];
  /** The last id given in each table. */
  lastIds: Record<ReceivablesTable, number>;
};

export function emptyReceivables(): ReceivablesData {
  return {
    version: RECEIVABLES_DATA_VERSION,
    seededCompanies: [],
    clients: [],
    contacts: [],
    invoices: [],
    payments: [],
    commitments: [],
    lastIds: { clients: 0, contacts: 0, invoices: 0, payments: 0, commitments: 0 },
  };
}

/** The next id of a table (ids are never reused, deleted rows included). */
export function nextId(data: ReceivablesData, table: ReceivablesTable) {
  data.lastIds[table] += 1;
  return data.lastIds[table];
}
