import type { PlanId } from '@/entities/plan/api/plans';
import type { SearchJson } from '@/lib/search-json';

/**
 * The mock server's own records: what a real backend would keep in its tables. Handlers turn
 * them into API answers with the client's zod schemas, so the mock cannot drift from the
 * contract the app parses.
 */

export type MockProfile = 'supervisor' | 'admin' | null;

/** Plans by id (1 básico, 2 pro, 3 empresa): the product's own list, one source for both. */
export type MockPlanId = PlanId;

export type MockUser = {
  id: number;
  name: string;
  email: string;
  passwordSalt: string;
  passwordHash: string;
  profile: MockProfile;
  planId: MockPlanId;
  iaSubsActive: boolean;
  emailVerified: boolean;
  registeredByGoogle: boolean;
  createdAt: string;
};

export type MockCompany = {
  id: number;
  /** Digits and K only, as the API receives it. */
  rut: string;
  businessName: string;
  logo: string | null;
  iaSubsActive: boolean;
  createdAt: string;
};

export type MockMembership = {
  id: number;
  userId: number;
  companyId: number;
  role: 'owner' | 'member';
};

export type MockEmail = {
  id: number;
  to: string;
  subject: string;
  /** Plain text: the mailbox page never renders mail as HTML. */
  text: string;
  links: { label: string; href: string }[];
  sentAt: string;
};

/** Single-use tokens the server mails out. */
export type MockOneTimeToken = {
  token: string;
  kind: 'email-verification' | 'password-reset';
  userId: number;
  expiresAt: string;
  usedAt: string | null;
};

export type MockInvitation = {
  token: string;
  companyId: number;
  invitedUserEmail: string | null;
  usedCount: number;
  maxCount: number;
  createdBy: number;
  expiresAt: string;
  /** When the owner generated it (seeded links have none). */
  createdAt?: string;
  /** Revoked by the owner: it no longer opens (decision 0018). */
  revoked?: boolean;
};

/** One search the user ran: the history sidebar (spec search §2) lists them by period. */
export type MockUserQuery = {
  id: number;
  userId: number;
  companyId: number;
  /** The prompt text, trimmed; null in rows older than the text column. */
  consulta: string | null;
  /** The full search; null in rows older than it, which re-run from the text alone. */
  json_data: SearchJson | null;
  createdAt: string;
};

/** A saved search with its e-mail alerts (spec search §3, §9). */
export type MockSavedSearch = {
  id: number;
  userId: number;
  companyId: number;
  name: string;
  jsonData: SearchJson;
  sendEmail: boolean;
  notificationTimes: string[];
  notifyUserIds: number[];
  createdAt: string;
  lastSentAt: string | null;
};

/**
 * A company's label for opportunities (spec search §3 Tag). Numeric here, as the server's table
 * keeps it; the API sends it as a string.
 */
export type MockTag = {
  id: number;
  companyId: number;
  name: string;
  /** #RRGGBB */
  color: string;
  receiveNotifications: boolean;
  createdAt: string;
};

/** A tag put on an opportunity (by its code) within the tag's company. */
export type MockOpportunityTag = {
  tagId: number;
  opportunityCode: string;
  createdAt: string;
};

/**
 * One user's notification within one company (spec search §3; decision 0016). The opportunity
 * is copied in when the notification is raised, as a notifications table would keep it.
 */
export type MockNotification = {
  id: number;
  userId: number;
  companyId: number;
  type: 'pending_task' | 'opportunity' | 'update' | 'success' | 'other';
  name: string;
  description: string;
  /** 'pending' until read (shown as 'Nueva'). */
  status: 'pending' | 'read';
  opportunity: { codigo: string; nombre: string } | null;
  createdAt: string;
  readAt: string | null;
};

/** A notice for every signed-in user (spec search §3 System message); status 1 is active. */
export type MockSystemMessage = {
  id: number;
  message: string;
  color: string;
  status: number;
  createdAt: string;
};

/** A document chat: `urls` it read, or null for a general chat over the company's tagged work. */
export type MockChatSession = {
  token: string;
  chatId: string;
  userId: number;
  companyId: number;
  urls: string[] | null;
};

/** The supervision assistant's session: the URLs it read (none: the tagged opportunities'). */
export type MockAgentSession = { userId: number; urls: string[] };

/** A company's uploaded file (decision 0020); `blobId` names its bytes in the blob store. */
export type MockCompanyFile = {
  id: number;
  companyId: number;
  kind: 'logo' | 'price' | 'executive' | 'auto-tags';
  blobId: string;
  name: string;
  type: string;
  size: number;
  uploadedAt: string;
  rowCount: number | null;
  tags?: string[];
};

/** Work management (decision 0022): a task of a company, maybe on one opportunity. */
export type MockTask = {
  id: number;
  companyId: number;
  opportunityCode: string | null;
  /** A snapshot of the opportunity's name when the task was made (the catalogue moves on). */
  opportunityName: string | null;
  /** The invoice whose payment commitment made it (accounts receivable), if any. */
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
  'busqueda' | 'etiqueta' | 'tarea_creada' | 'tarea_hecha' | 'postulacion' | 'consulta_documentos';

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

/** Every area's records side by side: what handlers read and `db.write` changes. */
export type { MockDbState } from './areas';
