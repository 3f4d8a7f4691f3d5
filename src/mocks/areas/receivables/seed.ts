import { PAYMENT_TERM_DAYS, TAX_RATE, taxOf, totalOf } from '@/features/receivables/lib/invoices';
import { REMINDER_DEFAULTS } from '@/features/receivables/lib/reminders';
import { addDays, chileDayKey, chileWallTimeToInstant } from '@/lib/chile-time';
import { foldText } from '@/lib/fold-text';
import { formatCLP } from '@/lib/format';

import { applyPayment, daysOverdue, statusOn } from './invoice-rules';
import type {
  MockInvoice,
  MockInvoicePayment,
  MockPaymentCommitment,
  MockReceivableClient,
  MockReceivableContact,
  ReceivableRecords,
} from './records';
import type { MockPurchaseOrder, MockTask } from '../work/records';
import { BUYERS, FIRST_NAMES, LAST_NAMES, type SeedBuyer } from '../catalogue/buyers';
import type { Random } from '../../core/random';

/**
 * Accounts receivable of the allow-listed user's company (decision 0023): a year of invoices to
 * 25 public bodies (the catalogue's own buyers, so an opportunity's detail can say how its buyer
 * pays), each body paying in its own way (on time, late, very late), partial payments, cancelled
 * and compensated invoices, and payment commitments with their follow-up tasks.
 */
export const RECEIVABLES_COMPANY_ID = 5;
const RECEIVABLES_USER_ID = 4;
const CLIENT_COUNT = 25;
const MONTHS = 12;

type Payer = 'puntual' | 'lento' | 'moroso';

/** Days after the due date each kind of payer pays (negative: early); null never pays. */
const DELAY: Record<Payer, (random: Random) => number | null> = {
  puntual: (random) => random.int(-6, 8),
  lento: (random) => random.int(5, 55),
  moroso: (random) => (random.bool(0.35) ? null : random.int(35, 140)),
};

const KINDS_WANTED: readonly SeedBuyer['kind'][] = [
  'hospital',
  'municipalidad',
  'universidad',
  'servicio_salud',
  'junji',
  'serviu',
  'seremi_salud',
  'junaeb',
  'vialidad',
];

const DESCRIPTIONS = [
  'Suministro de computadores de escritorio',
  'Notebooks para personal administrativo',
  'Soporte TI mensual',
  'Mantención de red de datos',
  'Licencias de software de oficina',
  'Impresoras multifuncionales y consumibles',
  'Instalación de puntos de red',
  'Servicio de mesa de ayuda',
  'Monitores y periféricos',
  'Respaldo y recuperación de datos',
];

const COMMITMENT_TEXTS = [
  'Pago comprometido tras la recepción conforme de la orden.',
  'Finanzas confirma que la factura entra en la nómina de pago de la próxima semana.',
  'Se acordó pagar una vez liberado el presupuesto del trimestre.',
  'Contabilidad regulariza la factura y paga en la fecha indicada.',
];

const POSITIONS = {
  collection: ['Jefa de Finanzas', 'Encargado de Pagos', 'Tesorera'],
  administrative: ['Encargada de Abastecimiento', 'Analista de Contabilidad'],
  commercial: ['Jefe de Compras', 'Coordinadora de Adquisiciones'],
} as const;

const METHODS: MockInvoicePayment['paymentMethod'][] = [
  'transferencia',
  'transferencia',
  'cheque',
  'vale_vista',
  'deposito',
];

const normalise = (value: string) => foldText(value).replace(/[^a-z]+/g, '');

/** 'la Municipalidad de Arica' → 'Municipalidad de Arica'. */
const withoutArticle = (entity: string) => {
  const name = entity.replace(/^(el|la|los|las) /, '');
  return name.charAt(0).toUpperCase() + name.slice(1);
};

/** The buyer whose unit published an opportunity (its code starts with the unit's code). */
export function buyerOfCode(code: string) {
  const unit = code.split('-')[0];
  return BUYERS.find((buyer) => buyer.unitCode === unit) ?? null;
}

function chooseBuyers(random: Random, purchaseOrders: readonly MockPurchaseOrder[]) {
  const chosen = new Map<string, SeedBuyer>();
  for (const order of purchaseOrders) {
    const buyer = buyerOfCode(order.opportunityCode);
    if (buyer && chosen.size < CLIENT_COUNT) chosen.set(buyer.unitRut, buyer);
  }
  const candidates = random.shuffle(
    BUYERS.filter((buyer) => KINDS_WANTED.includes(buyer.kind) && !chosen.has(buyer.unitRut)),
  );
  for (let round = 0; chosen.size < CLIENT_COUNT && round < candidates.length; round += 1) {
    const kind = KINDS_WANTED[round % KINDS_WANTED.length];
    const next = candidates.find((buyer) => buyer.kind === kind && !chosen.has(buyer.unitRut));
    const fallback = candidates.find((buyer) => !chosen.has(buyer.unitRut));
    const buyer = next ?? fallback;
    if (buyer) chosen.set(buyer.unitRut, buyer);
  }
  return [...chosen.values()];
}

export function seedReceivables(
  random: Random,
  nowMs: number,
  purchaseOrders: readonly MockPurchaseOrder[],
  nextTaskId: () => number,
): ReceivableRecords & { tasks: MockTask[] } {
  const today = chileDayKey(nowMs)!;
  const nowIso = new Date(nowMs).toISOString();
  const created = `${addDays(today, -MONTHS * 31)}T12:00:00.000Z`;
  const orders = purchaseOrders.filter(
    (order) => order.companyId === RECEIVABLES_COMPANY_ID && order.state !== 'Cancelada',
  );
  const buyers = chooseBuyers(random, orders);

  const receivableClients: MockReceivableClient[] = buyers.map((buyer, index) => ({
    id: index + 1,
    companyId: RECEIVABLES_COMPANY_ID,
    rut: buyer.unitRut,
    organizationName: withoutArticle(buyer.entity),
    businessName: buyer.organismName,
    address: `${buyer.address}, ${buyer.comuna}`,
    phone: `+56 ${random.int(2, 9) === 9 ? '9' : '2'} ${random.int(2000, 2999)} ${random.int(1000, 9999)}`,
    email: `finanzas@${buyer.emailDomain}`,
    createdAt: created,
    updatedAt: created,
    isActive: true,
  }));
  const payers = new Map<number, Payer>(
    receivableClients.map((client, index) => [
      client.id,
      index % 4 === 3 ? 'moroso' : index % 3 === 1 ? 'lento' : 'puntual',
    ]),
  );

  const receivableContacts: MockReceivableContact[] = [];
  for (const [index, client] of receivableClients.entries()) {
    const domain = buyers[index]!.emailDomain;
    const types: MockReceivableContact['type'][] = ['collection'];
    if (random.bool(0.7)) types.push('administrative');
    if (random.bool(0.4)) types.push('commercial');
    for (const type of types) {
      const first = random.pick(FIRST_NAMES);
      const last = random.pick(LAST_NAMES);
      receivableContacts.push({
        id: receivableContacts.length + 1,
        clientId: client.id,
        name: `${first} ${last}`,
        email: `${normalise(first)}.${normalise(last)}@${domain}`,
        phone: `+56 9 ${random.int(5000, 9999)} ${random.int(1000, 9999)}`,
        position: random.pick(POSITIONS[type]),
        type,
        isActive: true,
        reminderSettings:
          type === 'collection'
            ? {
                ...REMINDER_DEFAULTS,
                frequency: random.pick(['weekly', 'weekly', 'daily'] as const),
              }
            : { ...REMINDER_DEFAULTS, enabled: false },
        createdAt: created,
        updatedAt: created,
      });
    }
  }

  // A year of invoices, oldest first so folio numbers rise with the issue date: one for each
  // purchase order the company was sent, the rest without an order in Oportuna.
  const yesterday = addDays(today, -1);
  const drafts: {
    clientId: number;
    issueDate: string;
    amount: number;
    order: MockPurchaseOrder | null;
    unpaid?: boolean;
  }[] = [];
  for (const order of orders) {
    const client = receivableClients.find((entry) => entry.rut === order.buyerRut);
    if (!client) continue;
    const issued = addDays(chileDayKey(order.issuedAt)!, random.int(3, 12));
    drafts.push({
      clientId: client.id,
      issueDate: issued < yesterday ? issued : yesterday,
      amount: Math.round(order.amount / (1 + TAX_RATE)),
      order,
    });
  }
  for (let month = MONTHS - 1; month >= 0; month -= 1) {
    const count = month <= 1 ? random.int(7, 10) : random.int(6, 10);
    for (let n = 0; n < count; n += 1) {
      drafts.push({
        clientId: random.pick(receivableClients).id,
        issueDate: addDays(today, -(month * 30 + random.int(1, 30))),
        amount: random.int(45, 1800) * 10_000,
        order: null,
      });
    }
  }
  // Some invoices nobody has paid, in every overdue range, so the panel has each one.
  const slowClients = receivableClients.filter((client) => payers.get(client.id) !== 'puntual');
  for (const daysLate of [12, 25, 44, 58, 75, 88, 120, 170]) {
    drafts.push({
      clientId: random.pick(slowClients).id,
      issueDate: addDays(today, -(PAYMENT_TERM_DAYS + daysLate)),
      amount: random.int(45, 1800) * 10_000,
      order: null,
      unpaid: true,
    });
  }
  drafts.sort((a, b) => a.issueDate.localeCompare(b.issueDate));

  const invoices: MockInvoice[] = [];
  const invoicePayments: MockInvoicePayment[] = [];
  const paymentCommitments: MockPaymentCommitment[] = [];
  const tasks: MockTask[] = [];

  const pay = (invoice: MockInvoice, amount: number, paymentDate: string) => {
    const payment: MockInvoicePayment = {
      id: invoicePayments.length + 1,
      invoiceId: invoice.id,
      amount,
      paymentDate,
      paymentMethod: random.pick(METHODS),
      reference: `${random.pick(['TRF', 'CHQ', 'DEP'])}-${random.int(100000, 999999)}`,
      createdAt: `${paymentDate}T15:00:00.000Z`,
    };
    invoicePayments.push(payment);
    Object.assign(invoice, applyPayment(invoice, payment), { paymentReference: payment.reference });
  };

  for (const [index, draft] of drafts.entries()) {
    const client = receivableClients.find((entry) => entry.id === draft.clientId)!;
    const invoice: MockInvoice = {
      id: index + 1,
      companyId: RECEIVABLES_COMPANY_ID,
      number: 1001 + index,
      clientId: client.id,
      purchaseOrderId: draft.order?.code ?? null,
      issueDate: draft.issueDate,
      dueDate: addDays(draft.issueDate, PAYMENT_TERM_DAYS),
      amount: draft.amount,
      tax: taxOf(draft.amount),
      totalAmount: totalOf(draft.amount),
      status: 'pending',
      description: draft.order ? draft.order.opportunityName : random.pick(DESCRIPTIONS),
      paymentDate: null,
      paymentAmount: 0,
      paymentReference: null,
      closedOn: null,
      createdAt: `${draft.issueDate}T14:00:00.000Z`,
      updatedAt: `${draft.issueDate}T14:00:00.000Z`,
    };
    invoices.push(invoice);

    if (draft.unpaid) continue;
    const roll = random.next();
    if (roll < 0.03) {
      const closedOn = addDays(invoice.issueDate, random.int(2, 20));
      if (closedOn < today) Object.assign(invoice, { status: 'cancelled', closedOn });
      continue;
    }
    if (roll < 0.06) {
      const closedOn = addDays(invoice.dueDate, random.int(0, 20));
      if (closedOn < today) Object.assign(invoice, { status: 'compensated', closedOn });
      continue;
    }
    const delay = DELAY[payers.get(client.id)!](random);
    const paidOn = delay === null ? null : addDays(invoice.dueDate, delay);
    if (paidOn !== null && paidOn < today) {
      if (random.bool(0.12)) {
        const first = Math.round(invoice.totalAmount * random.float(0.3, 0.6));
        pay(invoice, first, addDays(invoice.issueDate, random.int(10, 25)));
        pay(invoice, invoice.totalAmount - first, paidOn);
      } else {
        pay(invoice, invoice.totalAmount, paidOn);
      }
    } else if (random.bool(0.15)) {
      const partial = Math.round(invoice.totalAmount * random.float(0.3, 0.6));
      const on = addDays(invoice.issueDate, random.int(10, 25));
      if (on < today) pay(invoice, partial, on);
    }
  }

  // Commitments on some overdue invoices of slow payers, each with its follow-up task.
  const overdue = invoices.filter(
    (invoice) => statusOn(invoice, today) === 'overdue' && daysOverdue(invoice, today) > 10,
  );
  for (const invoice of random.sample(overdue, 6)) {
    const contact = receivableContacts.find(
      (entry) => entry.clientId === invoice.clientId && entry.type === 'collection',
    )!;
    const client = receivableClients.find((entry) => entry.id === invoice.clientId)!;
    const commitmentDate = addDays(today, -random.int(1, 12));
    const dueDate = addDays(today, random.int(-4, 14));
    const amount = invoice.totalAmount - invoice.paymentAmount;
    const taskId = nextTaskId();
    const commitment: MockPaymentCommitment = {
      id: paymentCommitments.length + 1,
      invoiceId: invoice.id,
      contactId: contact.id,
      commitmentDate,
      dueDate,
      amount,
      description: random.pick(COMMITMENT_TEXTS),
      status: 'pending',
      taskId,
      createdAt: `${commitmentDate}T15:00:00.000Z`,
    };
    paymentCommitments.push(commitment);
    tasks.push(
      followUpTask(taskId, commitment, invoice, client.organizationName, contact.name, nowIso),
    );
  }

  return {
    receivableClients,
    receivableContacts,
    invoices,
    invoicePayments,
    paymentCommitments,
    tasks,
  };
}

/** The follow-up task a payment commitment creates (decision 0023): medium, pending. */
export function followUpTask(
  id: number,
  commitment: Pick<MockPaymentCommitment, 'dueDate' | 'amount' | 'description'>,
  invoice: Pick<MockInvoice, 'id' | 'number' | 'companyId'>,
  clientName: string,
  contactName: string,
  createdAt: string,
  createdBy = RECEIVABLES_USER_ID,
): MockTask {
  return {
    id,
    companyId: invoice.companyId,
    opportunityCode: null,
    opportunityName: null,
    invoiceId: invoice.id,
    invoiceNumber: invoice.number,
    title: `Seguimiento compromiso de pago factura N° ${invoice.number}`,
    description:
      `${clientName} se comprometió a pagar ${formatCLP(commitment.amount)} (contacto: ${contactName}). ${commitment.description}`.slice(
        0,
        2000,
      ),
    assigneeId: createdBy,
    dueAt: chileWallTimeToInstant(commitment.dueDate, '10:00')!.toISOString(),
    priority: 'media',
    status: 'pendiente',
    position: 0,
    createdBy,
    createdAt,
    updatedAt: createdAt,
    completedAt: null,
  };
}
