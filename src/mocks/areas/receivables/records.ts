/**
 * Accounts receivable's records: clients, contacts, invoices, payments and commitments. They are
 * stored in the `work` area (its seed grows them out of the bids won), not in an area of their own.
 */

/** Accounts receivable (decision 0023): a public body the company invoices. */
export type MockReceivableClient = {
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

export type MockReceivableContact = {
  id: number;
  clientId: number;
  name: string;
  email: string;
  phone: string;
  position: string;
  type: 'administrative' | 'commercial' | 'collection';
  isActive: boolean;
  reminderSettings: {
    enabled: boolean;
    daysBefore: number;
    daysAfter: number;
    frequency: 'daily' | 'weekly' | 'monthly';
  };
  createdAt: string;
  updatedAt: string;
};

export type MockInvoice = {
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

export type MockInvoicePayment = {
  id: number;
  invoiceId: number;
  amount: number;
  paymentDate: string;
  paymentMethod: 'transferencia' | 'cheque' | 'vale_vista' | 'deposito';
  reference: string;
  createdAt: string;
};

export type MockPaymentCommitment = {
  id: number;
  invoiceId: number;
  contactId: number;
  commitmentDate: string;
  dueDate: string;
  amount: number;
  description: string;
  status: 'pending';
  taskId: number | null;
  createdAt: string;
};

export type ReceivableRecords = {
  receivableClients: MockReceivableClient[];
  receivableContacts: MockReceivableContact[];
  invoices: MockInvoice[];
  invoicePayments: MockInvoicePayment[];
  paymentCommitments: MockPaymentCommitment[];
};
