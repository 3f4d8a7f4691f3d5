import { z } from 'zod';

import { optionalRutField } from '@/lib/validation/fields';

import { INVOICE_STATUSES } from '../lib/invoices';
import { REMINDER_DAYS_MAX, REMINDER_DAYS_MIN, REMINDER_FREQUENCIES } from '../lib/reminders';

/**
 * Accounts receivable's shapes (decision 0023): the spec's entities, with the names the spec
 * gives them, as the store gives them to the screens, and the inputs the store checks with the
 * same rules and words as the forms.
 */

export const RECEIVABLES_MESSAGES = {
  clientNotFound: 'Cliente no encontrado',
  contactNotFound: 'Contacto no encontrado',
  invoiceNotFound: 'Factura no encontrada',
  emailInvalid: 'Ingrese un correo electrónico válido',
  reminderDays: `Ingresa un número de días entre ${REMINDER_DAYS_MIN} y ${REMINDER_DAYS_MAX}`,
  clientRequired: 'Selecciona el cliente de la factura',
  numberInvalid: 'Ingresa un número de factura válido',
  numberTaken: 'Ya existe una factura con ese número',
  dateInvalid: 'Ingresa una fecha válida',
  dueBeforeIssue: 'El vencimiento no puede ser anterior a la emisión',
  amountInvalid: 'Ingresa un monto mayor que cero, en pesos',
  overBalance: 'El monto supera el saldo pendiente de la factura',
  contactRequired: 'Selecciona el contacto que se compromete',
  commitmentBeforeAgreement: 'La fecha de pago no puede ser anterior a la del compromiso',
  notOpen: 'La factura ya no está pendiente de pago',
} as const;

export const CONTACT_TYPES = ['administrative', 'commercial', 'collection'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];
export const CONTACT_TYPE_LABELS: Readonly<Record<ContactType, string>> = {
  administrative: 'Administrativo',
  commercial: 'Comercial',
  collection: 'Cobranza',
};

export const PAYMENT_METHODS = ['transferencia', 'cheque', 'vale_vista', 'deposito'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  transferencia: 'Transferencia',
  cheque: 'Cheque',
  vale_vista: 'Vale vista',
  deposito: 'Depósito',
};

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, RECEIVABLES_MESSAGES.dateInvalid);
const optionalText = (max: number) => z.string().trim().max(max, `Admite hasta ${max} caracteres`);
const optionalEmail = z
  .string()
  .trim()
  .refine(
    (value) => value === '' || z.email().safeParse(value).success,
    RECEIVABLES_MESSAGES.emailInvalid,
  );
const reminderDays = z
  .number({ error: RECEIVABLES_MESSAGES.reminderDays })
  .int(RECEIVABLES_MESSAGES.reminderDays)
  .min(REMINDER_DAYS_MIN, RECEIVABLES_MESSAGES.reminderDays)
  .max(REMINDER_DAYS_MAX, RECEIVABLES_MESSAGES.reminderDays);
const pesos = z
  .number({ error: RECEIVABLES_MESSAGES.amountInvalid })
  .int(RECEIVABLES_MESSAGES.amountInvalid)
  .positive(RECEIVABLES_MESSAGES.amountInvalid)
  .max(100_000_000_000, RECEIVABLES_MESSAGES.amountInvalid);

export const reminderSettingsSchema = z.object({
  enabled: z.boolean(),
  daysBefore: reminderDays,
  daysAfter: reminderDays,
  frequency: z.enum(REMINDER_FREQUENCIES),
});

/** No field is required (decision 0023); a RUT or e-mail that is entered must be valid. */
export const clientInputSchema = z.object({
  rut: optionalRutField,
  organizationName: optionalText(160),
  businessName: optionalText(160),
  address: optionalText(200),
  phone: optionalText(40),
  email: optionalEmail,
});
export type ClientInput = z.input<typeof clientInputSchema>;

export const contactInputSchema = z.object({
  name: optionalText(120),
  email: optionalEmail,
  phone: optionalText(40),
  position: optionalText(120),
  type: z.enum(CONTACT_TYPES),
  reminderSettings: reminderSettingsSchema,
});
export type ContactInput = z.input<typeof contactInputSchema>;

export const contactSchema = z.object({
  id: z.number(),
  clientId: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  position: z.string(),
  type: z.enum(CONTACT_TYPES),
  isActive: z.boolean(),
  reminderSettings: reminderSettingsSchema,
});
export type Contact = z.output<typeof contactSchema>;

export const clientSchema = z.object({
  id: z.number(),
  rut: z.string(),
  organizationName: z.string(),
  businessName: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The active contacts. */
  contacts: z.array(contactSchema),
  /** Balance of its open invoices, and how many are open. */
  owed: z.number(),
  openInvoices: z.number(),
});
export type Client = z.output<typeof clientSchema>;

export const invoiceInputSchema = z
  .object({
    clientId: z.number({ error: RECEIVABLES_MESSAGES.clientRequired }).int().positive(),
    number: z
      .number({ error: RECEIVABLES_MESSAGES.numberInvalid })
      .int(RECEIVABLES_MESSAGES.numberInvalid)
      .positive(RECEIVABLES_MESSAGES.numberInvalid),
    purchaseOrderId: z.string().trim().max(40).nullable(),
    issueDate: day,
    dueDate: day,
    amount: pesos,
    description: optionalText(500),
  })
  .refine((value) => value.dueDate >= value.issueDate, {
    message: RECEIVABLES_MESSAGES.dueBeforeIssue,
    path: ['dueDate'],
  });
export type InvoiceInput = z.input<typeof invoiceInputSchema>;

export const paymentInputSchema = z.object({
  amount: pesos,
  paymentDate: day,
  paymentMethod: z.enum(PAYMENT_METHODS),
  reference: optionalText(60),
});
export type PaymentInput = z.input<typeof paymentInputSchema>;

export const commitmentInputSchema = z
  .object({
    contactId: z.number({ error: RECEIVABLES_MESSAGES.contactRequired }).int().positive(),
    commitmentDate: day,
    dueDate: day,
    amount: pesos,
    description: optionalText(500),
  })
  .refine((value) => value.dueDate >= value.commitmentDate, {
    message: RECEIVABLES_MESSAGES.commitmentBeforeAgreement,
    path: ['dueDate'],
  });
export type CommitmentInput = z.input<typeof commitmentInputSchema>;

export const paymentSchema = z.object({
  id: z.number(),
  amount: z.number(),
  paymentDate: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  reference: z.string(),
});

export const commitmentSchema = z.object({
  id: z.number(),
  contactId: z.number(),
  contactName: z.string(),
  commitmentDate: z.string(),
  dueDate: z.string(),
  amount: z.number(),
  description: z.string(),
  status: z.literal('pending'),
  taskId: z.number().nullable(),
});

export const reminderSchema = z.object({
  date: z.string(),
  contactName: z.string(),
  email: z.string(),
  kind: z.enum(['previo', 'cobranza']),
  sent: z.boolean(),
});

export const invoiceSchema = z.object({
  id: z.number(),
  number: z.number(),
  clientId: z.number(),
  clientName: z.string(),
  purchaseOrderId: z.string().nullable(),
  issueDate: z.string(),
  dueDate: z.string(),
  amount: z.number(),
  tax: z.number(),
  totalAmount: z.number(),
  status: z.enum(INVOICE_STATUSES),
  daysOverdue: z.number(),
  balance: z.number(),
  description: z.string(),
  paymentDate: z.string().nullable(),
  paymentAmount: z.number(),
  paymentReference: z.string().nullable(),
  payments: z.array(paymentSchema),
  paymentCommitments: z.array(commitmentSchema),
  reminders: z.array(reminderSchema),
  /** The follow-up tasks its commitments made on the tasks API. */
  tasks: z.array(z.object({ id: z.number(), title: z.string() })),
});
export type Invoice = z.output<typeof invoiceSchema>;

const amountCount = z.object({ count: z.number(), amount: z.number() });

export const statsSchema = z.object({
  today: z.string(),
  byStatus: z.object(
    Object.fromEntries(INVOICE_STATUSES.map((status) => [status, amountCount])) as Record<
      (typeof INVOICE_STATUSES)[number],
      typeof amountCount
    >,
  ),
  owed: z.number(),
  topClients: z.array(
    z.object({ clientId: z.number(), name: z.string(), owed: z.number(), invoices: z.number() }),
  ),
  overdueRanges: z.array(
    z.object({ key: z.string(), label: z.string(), count: z.number(), amount: z.number() }),
  ),
  dueThisWeek: z.object({
    from: z.string(),
    to: z.string(),
    amount: z.number(),
    invoices: z.array(invoiceSchema),
  }),
});
export type ReceivablesStatsView = z.output<typeof statsSchema>;

export const buyerRecordSchema = z.object({
  client: z.object({ id: z.number(), name: z.string() }).nullable(),
  invoices: z.number(),
  paid: z.number(),
  /** Mean days from issue to payment over the paid invoices; null when none is paid. */
  averageDaysToPay: z.number().nullable(),
  /** Mean days past due at payment (negative: early); null when none is paid. */
  averageDaysLate: z.number().nullable(),
  overdueNow: z.number(),
  overdueAmount: z.number(),
});
export type BuyerRecord = z.output<typeof buyerRecordSchema>;
