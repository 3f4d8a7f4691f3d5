/**
 * The `work` area's records: tasks, the activity feed, the bids sent and the purchase orders.
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

export type MockActivityKind =
  | 'busqueda'
  | 'etiqueta'
  | 'tarea_creada'
  | 'tarea_hecha'
  | 'postulacion'
  | 'consulta_documentos'
  | 'decision';

/** A company's bid decision on an opportunity (decision 0032): the last one stands. */
export type MockBidDecision = {
  companyId: number;
  opportunityCode: string;
  decision: 'postular' | 'no_postular' | 'revisar';
  motivo: string;
  userId: number;
  decidedAt: string;
};

/** One line of a company's activity feed: who did what, when, on which opportunity. */
export type MockActivity = {
  id: number;
  companyId: number;
  userId: number;
  kind: MockActivityKind;
  createdAt: string;
  opportunityCode: string | null;
  opportunityName: string | null;
  /** What was done, in a few words ('Búsqueda: servicio de aseo…', 'Etiqueta Postular'). */
  detail: string;
};

/** A bid the company sent, with what became of it (effectiveness, KPIs). */
export type MockApplication = {
  id: number;
  companyId: number;
  userId: number;
  opportunityCode: string;
  opportunityName: string;
  /** The portal's Tipo (L1, LE, …, COT) and the search filter's label for it. */
  type: string;
  procedencia: string;
  buyerName: string;
  buyerCode: string;
  region: string;
  estimatedAmount: number | null;
  publishedAt: string;
  closesAt: string;
  /** When the first saved search found it; null when found another way. */
  foundAt: string | null;
  savedSearchName: string | null;
  tags: string[];
  appliedAt: string;
  offeredAmount: number;
  outcome: 'ganada' | 'perdida' | 'pendiente';
  awardedAt: string | null;
  /** The winner's name (ourselves when won) and the amount awarded; null while pending. */
  awardedTo: string | null;
  awardedAmount: number | null;
  /** Every offer the buyer received (ours included), for the effectiveness page. */
  offers: { supplier: string; amount: number; awarded: boolean; ours: boolean }[];
  items: {
    productCode: string;
    name: string;
    unit: string;
    quantity: number;
    /** Our unit price in the offer. */
    unitPrice: number;
  }[];
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

export type WorkRecords = {
  /** When the work was seeded: the past catalogues are generated from it again on demand. */
  workSeed: { seededAt: string }[];
  tasks: MockTask[];
  activities: MockActivity[];
  applications: MockApplication[];
  purchaseOrders: MockPurchaseOrder[];
  /** The bid decisions (decision 0032). */
  bidDecisions: MockBidDecision[];
};
