import type { ActivityRecords } from '../activity/records';
import type { MockApplication } from '../bids/records';

/**
 * The `work` area's records: tasks, the activity feed (its line is the activity area's), the
 * bids sent (their record is the bids area's), the purchase orders and the bid decisions.
 */

/** Work management (decision 0022): a task of a company, maybe on one opportunity. */
export type MockTask = {
  id: number;
  companyId: number;
  opportunityCode: string | null;
  /** A snapshot of the opportunity's name when the task was made (the catalogue moves on). */
  opportunityName: string | null;
  /** The invoice (in the browser's receivables store, decision 0023) whose commitment made it. */
  invoiceId?: number | null;
  invoiceNumber?: number | null;
  /** The offer requirement (issue 40) it is to get, on its opportunity. */
  requirement?: { id: string; name: string } | null;
  title: string;
  description: string;
  assigneeId: number | null;
  /** ISO instant; null when the task has no due date. */
  dueAt: string | null;
  priority: 'baja' | 'media' | 'alta';
  status: 'pendiente' | 'en_curso' | 'hecha';
  /** Order inside its status column (smaller first). */
  position: number;
  createdBy: number;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
};

/** A company's bid decision on an opportunity (decision 0032): the last one stands. */
export type MockBidDecision = {
  companyId: number;
  opportunityCode: string;
  decision: 'postular' | 'no_postular' | 'revisar';
  motivo: string;
  userId: number;
  decidedAt: string;
};

/** A purchase order the company received (one per bid won). */
export type MockPurchaseOrder = {
  code: string;
  companyId: number;
  applicationId: number;
  opportunityCode: string;
  opportunityName: string;
  buyerName: string;
  buyerRut: string;
  issuedAt: string;
  state: 'Enviada a proveedor' | 'Aceptada' | 'Recepción conforme' | 'Cancelada';
  amount: number;
  items: { productCode: string; name: string; unit: string; quantity: number; unitPrice: number }[];
};

export type WorkRecords = ActivityRecords & {
  /** When the work was seeded: the past catalogues are generated from it again on demand. */
  workSeed: { seededAt: string }[];
  tasks: MockTask[];
  applications: MockApplication[];
  purchaseOrders: MockPurchaseOrder[];
  /** The bid decisions (decision 0032). */
  bidDecisions: MockBidDecision[];
};
