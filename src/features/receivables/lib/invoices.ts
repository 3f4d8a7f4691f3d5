/**
 * What an invoice is for the pages that show it (decision 0023): its statuses and their labels,
 * VAT and the payment term. The rules over stored invoices (overdue, balance, payments, the
 * panel's figures) are the store's (../store/invoice-rules.ts): no page computes them.
 */

export const TAX_RATE = 0.19;

/** Ley 21.131: public bodies pay within 30 days of the invoice. */
export const PAYMENT_TERM_DAYS = 30;

export const INVOICE_STATUSES = ['pending', 'overdue', 'paid', 'cancelled', 'compensated'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_STATUS_LABELS: Readonly<Record<InvoiceStatus, string>> = {
  pending: 'Pendiente',
  overdue: 'Vencida',
  paid: 'Pagada',
  cancelled: 'Anulada',
  compensated: 'Compensada',
};

/** The 19 % VAT of a net amount, rounded to the peso. */
export const taxOf = (amount: number) => Math.round(amount * TAX_RATE);

/** Net amount plus tax. */
export const totalOf = (amount: number) => amount + taxOf(amount);
