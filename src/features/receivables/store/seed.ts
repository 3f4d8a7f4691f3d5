import type { PurchaseOrder } from '@/entities/purchase-order/api/get-purchase-orders';
import { addDays, chileDayKey } from '@/lib/chile-time';
import { foldText } from '@/lib/fold-text';
import { createRandom, type Random } from '@/lib/random';
import { cleanRut } from '@/lib/validation/rut';

import { PAYMENT_TERM_DAYS, TAX_RATE, taxOf, totalOf } from '../lib/invoices';
import { REMINDER_DEFAULTS } from '../lib/reminders';
import directory from './demo-directory.json';
import { applyPayment, daysOverdue, statusOn } from './invoice-rules';
import {
  nextId,
  type ReceivablesData,
  type StoredClient,
  type StoredContact,
  type StoredInvoice,
  type StoredPayment,
} from './records';

/**
 * The demo portfolio a company's receivables start with (decision 0023), seeded into the user's
 * store on first use: 25 public bodies, first the buyers of the company's own purchase orders
 * (so an invoice leads to its order, and an opportunity's detail can say how its buyer pays),
 * then others from the directory of the catalogue's buyers; each paying in its own way (on time,
 * late, very late); a year of invoices, one per purchase order and the rest without, partial
 * payments, some cancelled and compensated, unpaid ones in every overdue range, and six
 * commitments. Seeded with a fixed seed, so the same orders on the same day give the same
 * portfolio.
 */

/**
 * A public body of the catalogue (demo-directory.json, written from the mock's catalogue by
 * src/mocks/areas/catalogue/demo-directory.test.ts).
 */
type DemoBuyer = {
  rut: string;
  kind: string;
  organizationName: string;
  businessName: string;
  address: string;
  emailDomain: string;
};

const DEMO_BUYERS: readonly DemoBuyer[] = directory.buyers;

const CLIENT_COUNT = 25;
const MONTHS = 12;
const SEED = 20_261_125;

/** What the seed reads of a purchase order. */
export type SeedPurchaseOrder = Pick<
  PurchaseOrder,
  'codigo' | 'comprador' | 'rutComprador' | 'fecha' | 'estado' | 'monto'
> & { oportunidad: { nombre: string | null } };

type Payer = 'puntual' | 'lento' | 'moroso';

/** Days after the due date each kind of payer pays (negative: early); null never pays. */
const DELAY: Record<Payer, (random: Random) => number | null> = {
  puntual: (random) => random.int(-6, 8),
  lento: (random) => random.int(5, 55),
  moroso: (random) => (random.bool(0.35) ? null : random.int(35, 140)),
};

const KINDS_WANTED: readonly string[] = [
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

const METHODS: StoredPayment['paymentMethod'][] = [
  'transferencia',
  'transferencia',
  'cheque',
  'vale_vista',
  'deposito',
];

const normalise = (value: string) => foldText(value).replace(/[^a-z]+/g, '');

/** A buyer of an order that is not in the directory: what the order says of it. */
const buyerOfOrder = (order: SeedPurchaseOrder): DemoBuyer => ({
  rut: order.rutComprador,
  kind: 'municipalidad',
  organizationName: order.comprador,
  businessName: order.comprador,
  address: '',
  emailDomain: '',
});

function chooseBuyers(random: Random, orders: readonly SeedPurchaseOrder[]) {
  const directory = new Map(DEMO_BUYERS.map((buyer) => [cleanRut(buyer.rut), buyer]));
  const chosen = new Map<string, DemoBuyer>();
  for (const order of orders) {
    const rut = cleanRut(order.rutComprador);
    if (rut && !chosen.has(rut) && chosen.size < CLIENT_COUNT) {
      chosen.set(rut, directory.get(rut) ?? buyerOfOrder(order));
    }
  }
  const candidates = random.shuffle(
    DEMO_BUYERS.filter(
      (buyer) => KINDS_WANTED.includes(buyer.kind) && !chosen.has(cleanRut(buyer.rut)),
    ),
  );
  for (let round = 0; chosen.size < CLIENT_COUNT && round < candidates.length; round += 1) {
    const kind = KINDS_WANTED[round % KINDS_WANTED.length];
    const free = (buyer: DemoBuyer) => !chosen.has(cleanRut(buyer.rut));
    const buyer =
      candidates.find((candidate) => candidate.kind === kind && free(candidate)) ??
      candidates.find(free);
    if (buyer) chosen.set(cleanRut(buyer.rut), buyer);
  }
  return [...chosen.values()];
}

type Draft = {
  clientId: number;
  issueDate: string;
  amount: number;
  order: SeedPurchaseOrder | null;
  unpaid?: boolean;
};

/**
 * Adds the company's demo portfolio to the user's records, with ids that follow theirs. `now`
 * is the moment of the first use: dates are relative to it, and move on with time afterwards
 * (an invoice left unpaid turns overdue by itself).
 */
export function seedReceivables(
  data: ReceivablesData,
  companyId: number,
  orders: readonly SeedPurchaseOrder[],
  nowMs: number,
) {
  const random = createRandom(SEED);
  const today = chileDayKey(nowMs)!;
  const created = `${addDays(today, -MONTHS * 31)}T12:00:00.000Z`;
  const billable = orders.filter((order) => order.estado !== 'Cancelada');
  const buyers = chooseBuyers(random, billable);

  const clients: StoredClient[] = buyers.map((buyer) => ({
    id: nextId(data, 'clients'),
    companyId,
    rut: buyer.rut,
    organizationName: buyer.organizationName,
    businessName: buyer.businessName,
    address: buyer.address,
    phone: `+56 ${random.int(2, 9) === 9 ? '9' : '2'} ${random.int(2000, 2999)} ${random.int(1000, 9999)}`,
    email: buyer.emailDomain ? `finanzas@${buyer.emailDomain}` : '',
    createdAt: created,
    updatedAt: created,
    isActive: true,
  }));
  const payers = new Map<number, Payer>(
    clients.map((client, index) => [
      client.id,
      index % 4 === 3 ? 'moroso' : index % 3 === 1 ? 'lento' : 'puntual',
    ]),
  );

  const contacts: StoredContact[] = [];
  for (const [index, client] of clients.entries()) {
    const domain = buyers[index]!.emailDomain || 'correo.cl';
    const types: StoredContact['type'][] = ['collection'];
    if (random.bool(0.7)) types.push('administrative');
    if (random.bool(0.4)) types.push('commercial');
    for (const type of types) {
      const first = random.pick(directory.firstNames);
      const last = random.pick(directory.lastNames);
      contacts.push({
        id: nextId(data, 'contacts'),
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
  const drafts: Draft[] = [];
  for (const order of billable) {
    const client = clients.find((entry) => cleanRut(entry.rut) === cleanRut(order.rutComprador));
    const ordered = chileDayKey(order.fecha);
    if (!client || !ordered) continue;
    const issued = addDays(ordered, random.int(3, 12));
    drafts.push({
      clientId: client.id,
      issueDate: issued < yesterday ? issued : yesterday,
      amount: Math.round(order.monto / (1 + TAX_RATE)),
      order,
    });
  }
  for (let month = MONTHS - 1; month >= 0; month -= 1) {
    const count = month <= 1 ? random.int(7, 10) : random.int(6, 10);
    for (let n = 0; n < count; n += 1) {
      drafts.push({
        clientId: random.pick(clients).id,
        issueDate: addDays(today, -(month * 30 + random.int(1, 30))),
        amount: random.int(45, 1800) * 10_000,
        order: null,
      });
    }
  }
  // Some invoices nobody has paid, in every overdue range, so the panel has each one.
  const slowClients = clients.filter((client) => payers.get(client.id) !== 'puntual');
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

  const firstNumber =
    Math.max(
      1000,
      ...data.invoices
        .filter((invoice) => invoice.companyId === companyId)
        .map((invoice) => invoice.number),
    ) + 1;
  const invoices: StoredInvoice[] = [];
  const pay = (invoice: StoredInvoice, amount: number, paymentDate: string) => {
    const payment: StoredPayment = {
      id: nextId(data, 'payments'),
      invoiceId: invoice.id,
      amount,
      paymentDate,
      paymentMethod: random.pick(METHODS),
      reference: `${random.pick(['TRF', 'CHQ', 'DEP'])}-${random.int(100000, 999999)}`,
      createdAt: `${paymentDate}T15:00:00.000Z`,
    };
    data.payments.push(payment);
    Object.assign(invoice, applyPayment(invoice, payment), { paymentReference: payment.reference });
  };

  for (const [index, draft] of drafts.entries()) {
    const invoice: StoredInvoice = {
      id: nextId(data, 'invoices'),
      companyId,
      number: firstNumber + index,
      clientId: draft.clientId,
      purchaseOrderId: draft.order?.codigo ?? null,
      issueDate: draft.issueDate,
      dueDate: addDays(draft.issueDate, PAYMENT_TERM_DAYS),
      amount: draft.amount,
      tax: taxOf(draft.amount),
      totalAmount: totalOf(draft.amount),
      status: 'pending',
      description: draft.order?.oportunidad.nombre ?? random.pick(DESCRIPTIONS),
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
    const delay = DELAY[payers.get(draft.clientId)!](random);
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

  // Commitments on some overdue invoices of slow payers. Their follow-up tasks are not made:
  // seeding writes nothing to the server (a commitment recorded on screen makes its task).
  const overdue = invoices.filter(
    (invoice) => statusOn(invoice, today) === 'overdue' && daysOverdue(invoice, today) > 10,
  );
  for (const invoice of random.sample(overdue, 6)) {
    const contact = contacts.find(
      (entry) => entry.clientId === invoice.clientId && entry.type === 'collection',
    )!;
    const commitmentDate = addDays(today, -random.int(1, 12));
    data.commitments.push({
      id: nextId(data, 'commitments'),
      invoiceId: invoice.id,
      contactId: contact.id,
      commitmentDate,
      dueDate: addDays(today, random.int(-4, 14)),
      amount: invoice.totalAmount - invoice.paymentAmount,
      description: random.pick(COMMITMENT_TEXTS),
      status: 'pending',
      taskId: null,
      taskTitle: null,
      createdAt: `${commitmentDate}T15:00:00.000Z`,
    });
  }

  data.clients.push(...clients);
  data.contacts.push(...contacts);
  data.invoices.push(...invoices);
  data.seededCompanies.push(companyId);
}
