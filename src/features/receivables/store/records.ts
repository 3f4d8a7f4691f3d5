import { z } from 'zod';

import { CONTACT_TYPES, PAYMENT_METHODS, reminderSettingsSchema } from '../api/receivables-schema';

/**
 * What the receivables store keeps for one user (decision 0023): clients, contacts, invoices,
 * payments and commitments of each of the user's companies that has used the area, and the
 * next id of each table. Whatever is computed (status overdue, balances, reminders, the panel's
 * figures) is never stored.
 *
 * The schemas say exactly what the store writes, and the store reads nothing else (backing.ts):
 * the browser's copy can be damaged (another build, an extension, a write cut short), and a
 * record of another shape is refused before any screen sees it. Objects are strict: a field the
 * store does not write is not dropped quietly on the next write, it makes the copy unreadable.
 */

const id = z.number().int().positive();
/** A Chile day, 'yyyy-MM-dd'. */
const day = z.iso.date();
/** An instant as `Date.toISOString()` writes it. */
const instant = z.iso.datetime();
/** Whole pesos. */
const pesos = z.number().int().nonnegative();

/** A public body the company invoices. */
const storedClientSchema = z.strictObject({
  id,
  companyId: id,
  rut: z.string(),
  organizationName: z.string(),
  businessName: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  createdAt: instant,
  updatedAt: instant,
  /** False once deleted (soft delete). */
  isActive: z.boolean(),
});
export type StoredClient = z.output<typeof storedClientSchema>;

const storedContactSchema = z.strictObject({
  id,
  clientId: id,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  position: z.string(),
  type: z.enum(CONTACT_TYPES),
  isActive: z.boolean(),
  reminderSettings: z.strictObject(reminderSettingsSchema.shape),
  createdAt: instant,
  updatedAt: instant,
});
export type StoredContact = z.output<typeof storedContactSchema>;

const storedInvoiceSchema = z.strictObject({
  id,
  companyId: id,
  number: id,
  clientId: id,
  /** The purchase order's code it bills, if any. */
  purchaseOrderId: z.string().nullable(),
  issueDate: day,
  dueDate: day,
  amount: pesos,
  tax: pesos,
  totalAmount: pesos,
  /** 'overdue' is never stored: a pending invoice past its due date is overdue. */
  status: z.enum(['pending', 'paid', 'cancelled', 'compensated']),
  description: z.string(),
  /** The last payment's day, and what has been paid in all. */
  paymentDate: day.nullable(),
  paymentAmount: pesos,
  paymentReference: z.string().nullable(),
  /** The day it was cancelled or compensated. */
  closedOn: day.nullable(),
  createdAt: instant,
  updatedAt: instant,
});
export type StoredInvoice = z.output<typeof storedInvoiceSchema>;

const storedPaymentSchema = z.strictObject({
  id,
  invoiceId: id,
  amount: pesos,
  paymentDate: day,
  paymentMethod: z.enum(PAYMENT_METHODS),
  reference: z.string(),
  createdAt: instant,
});
export type StoredPayment = z.output<typeof storedPaymentSchema>;

const storedCommitmentSchema = z.strictObject({
  id,
  invoiceId: id,
  contactId: id,
  commitmentDate: day,
  dueDate: day,
  amount: pesos,
  description: z.string(),
  status: z.literal('pending'),
  /** Its follow-up task on the tasks API, once created; the demo's own have none. */
  taskId: z.number().nullable(),
  taskTitle: z.string().nullable(),
  createdAt: instant,
});
export type StoredCommitment = z.output<typeof storedCommitmentSchema>;

export const RECEIVABLES_TABLES = [
  'clients',
  'contacts',
  'invoices',
  'payments',
  'commitments',
] as const;
export type ReceivablesTable = (typeof RECEIVABLES_TABLES)[number];

/**
 * Raised when the stored shape changes, with a migration of the older shape: without one, a copy
 * of another version is unreadable like any other damage (set aside when the person starts again).
 */
export const RECEIVABLES_DATA_VERSION = 1;

/** The user's records as the store writes them, and the two rules the screens lean on. */
export const receivablesDataSchema = z
  .strictObject({
    version: z.literal(RECEIVABLES_DATA_VERSION),
    /** The companies whose demo portfolio was seeded (once each, on first use). */
    seededCompanies: z.array(id),
    clients: z.array(storedClientSchema),
    contacts: z.array(storedContactSchema),
    invoices: z.array(storedInvoiceSchema),
    payments: z.array(storedPaymentSchema),
    commitments: z.array(storedCommitmentSchema),
    /** The last id given in each table. */
    lastIds: z.strictObject({
      clients: z.number().int().nonnegative(),
      contacts: z.number().int().nonnegative(),
      invoices: z.number().int().nonnegative(),
      payments: z.number().int().nonnegative(),
      commitments: z.number().int().nonnegative(),
    }),
  })
  .superRefine((data, context) => {
    // Ids are unique in each table (the screens key rows by them, a change finds a record by
    // them) and never above the table's last id (the next one given would repeat one).
    for (const table of RECEIVABLES_TABLES) {
      const seen = new Set<number>();
      for (const [index, row] of data[table].entries()) {
        if (seen.has(row.id) || row.id > data.lastIds[table]) {
          context.addIssue({
            code: 'custom',
            message: `Id ${row.id} repetido o mayor que el último dado`,
            path: [table, index, 'id'],
          });
        }
        seen.add(row.id);
      }
    }
  });
export type ReceivablesData = z.output<typeof receivablesDataSchema>;

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
