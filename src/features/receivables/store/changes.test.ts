import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { ApiError } from '@/lib/api-client';
import { chileTimeOfDay } from '@/lib/chile-time';

import { RECEIVABLES_MESSAGES } from '../api/receivables-schema';
import { REMINDER_DEFAULTS } from '../lib/reminders';
import {
  closeInvoice,
  createClient,
  createContact,
  createInvoice,
  deleteClient,
  followUpTask,
  recordCommitment,
  recordPayment,
  TOO_LOW_TOTAL,
  updateContact,
  updateInvoice,
} from './changes';
import { balanceOf } from './invoice-rules';
import { emptyReceivables } from './records';

const COMPANY = 5;
const AT = { now: '2026-11-25T15:00:00.000Z', today: '2026-11-25' };

/** What a change refused: its status, its words and the field at fault. */
function refusal(change: () => unknown) {
  try {
    change();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return {
      status: error.status,
      message: error.message,
      field: (error.body as { field?: string }).field,
    };
  }
  throw new Error('The change was not refused');
}

/** A client's form: every field, blank unless given. */
const clientForm = (
  fields: Partial<Record<'rut' | 'organizationName' | 'email', string>> = {},
) => ({
  rut: '',
  organizationName: '',
  businessName: '',
  address: '',
  phone: '',
  email: '',
  ...fields,
});

const CONTACT = {
  name: 'Paula Rivas',
  email: 'paula.rivas@hospital.cl',
  phone: '',
  position: 'Tesorera',
  type: 'collection',
  reminderSettings: { ...REMINDER_DEFAULTS },
} as const;

/** One client with a contact and one open invoice of `amount` net (total amount × 1.19). */
function portfolio(amount = 1_000_000) {
  const data = emptyReceivables();
  const { client } = createClient(
    data,
    COMPANY,
    clientForm({ organizationName: 'Hospital de Talca' }),
    AT,
  );
  const { contact } = createContact(data, COMPANY, client.id, CONTACT, AT);
  const { invoice } = createInvoice(
    data,
    COMPANY,
    {
      clientId: client.id,
      number: 1001,
      purchaseOrderId: null,
      issueDate: '2026-11-01',
      dueDate: '2026-12-01',
      amount,
      description: '',
    },
    AT,
  );
  return { data, client, contact, invoice };
}

const payment = (amount: number) => ({
  amount,
  paymentDate: AT.today,
  paymentMethod: 'transferencia' as const,
  reference: '',
});

describe('clients and contacts', () => {
  it('require nothing, keep a valid RUT formatted and refuse one that is not', () => {
    const data = emptyReceivables();
    expect(createClient(data, COMPANY, clientForm(), AT)).toMatchObject({
      client: { id: 1, rut: '', organizationName: '', isActive: true },
      message: 'Cliente creado',
    });
    expect(createClient(data, COMPANY, clientForm({ rut: '765432103' }), AT).client.rut).toBe(
      '76.543.210-3',
    );
    expect(
      refusal(() => createClient(data, COMPANY, clientForm({ rut: '12.345.678-9' }), AT)),
    ).toEqual({
      status: 400,
      message: 'Ingrese un RUT válido',
      field: 'rut',
    });
    expect(
      refusal(() => createClient(data, COMPANY, clientForm({ email: 'no-es-correo' }), AT)),
    ).toEqual({
      status: 400,
      message: RECEIVABLES_MESSAGES.emailInvalid,
      field: 'email',
    });
  });

  it("say 'Cliente no encontrado' and 'Contacto no encontrado', also for another company's", () => {
    const { data, client, contact } = portfolio();
    const notFound = (message: string) => ({ status: 404, message, field: undefined });
    expect(refusal(() => createContact(data, 99, client.id, CONTACT, AT))).toEqual(
      notFound(RECEIVABLES_MESSAGES.clientNotFound),
    );
    expect(refusal(() => updateContact(data, 99, contact.id, CONTACT, AT))).toEqual(
      notFound(RECEIVABLES_MESSAGES.contactNotFound),
    );
    // Soft delete: the client stays, inactive, and is not found any more.
    expect(deleteClient(data, COMPANY, client.id, AT)).toEqual({ message: 'Cliente eliminado' });
    expect(data.clients[0]!.isActive).toBe(false);
    expect(refusal(() => deleteClient(data, COMPANY, client.id, AT))).toEqual(
      notFound(RECEIVABLES_MESSAGES.clientNotFound),
    );
  });

  it('keep reminder days between 0 and 30', () => {
    const { data, contact } = portfolio();
    const days = { ...CONTACT, reminderSettings: { ...REMINDER_DEFAULTS, daysAfter: 31 } };
    expect(refusal(() => updateContact(data, COMPANY, contact.id, days, AT))).toEqual({
      status: 400,
      message: 'Ingresa un número de días entre 0 y 30',
      field: 'reminderSettings',
    });
  });
});

describe('invoices', () => {
  it('start pending, with 19 % VAT and its total; a number is used once', () => {
    const { data, invoice, client } = portfolio();
    expect(invoice).toMatchObject({
      status: 'pending',
      tax: 190_000,
      totalAmount: 1_190_000,
      paymentAmount: 0,
    });
    const again = {
      clientId: client.id,
      number: 1001,
      purchaseOrderId: null,
      issueDate: '2026-11-02',
      dueDate: '2026-12-02',
      amount: 5,
      description: '',
    };
    expect(refusal(() => createInvoice(data, COMPANY, again, AT))).toEqual({
      status: 409,
      message: RECEIVABLES_MESSAGES.numberTaken,
      field: 'number',
    });
    expect(
      refusal(() => createInvoice(data, COMPANY, { ...again, number: 1002, clientId: 9 }, AT)),
    ).toMatchObject({ status: 404, message: RECEIVABLES_MESSAGES.clientNotFound });
  });

  it('take payments up to the balance: paid once covered, an abono before', () => {
    const { data, invoice } = portfolio();
    expect(recordPayment(data, COMPANY, invoice.id, payment(400_000), AT)).toMatchObject({
      invoice: { status: 'pending', paymentAmount: 400_000 },
      message: 'Abono registrado',
    });
    expect(refusal(() => recordPayment(data, COMPANY, invoice.id, payment(790_001), AT))).toEqual({
      status: 400,
      message: RECEIVABLES_MESSAGES.overBalance,
      field: 'amount',
    });
    const edit = {
      clientId: invoice.clientId,
      number: 1001,
      purchaseOrderId: null,
      issueDate: '2026-11-01',
      dueDate: '2026-12-01',
      amount: 300_000,
      description: '',
    };
    expect(refusal(() => updateInvoice(data, COMPANY, invoice.id, edit, AT))).toEqual({
      status: 400,
      message: TOO_LOW_TOTAL,
      field: 'amount',
    });
    expect(recordPayment(data, COMPANY, invoice.id, payment(790_000), AT)).toMatchObject({
      invoice: { status: 'paid', paymentAmount: 1_190_000, paymentDate: AT.today },
      message: 'Pago registrado: factura pagada',
    });
    expect(data.payments.map((entry) => entry.amount)).toEqual([400_000, 790_000]);
    // Closed: no more payments, and no cancelling either.
    for (const change of [
      () => recordPayment(data, COMPANY, invoice.id, payment(1), AT),
      () => closeInvoice(data, COMPANY, invoice.id, 'cancel', AT),
    ]) {
      expect(refusal(change)).toMatchObject({ status: 409, message: RECEIVABLES_MESSAGES.notOpen });
    }
    expect(refusal(() => closeInvoice(data, COMPANY, 77, 'compensate', AT))).toMatchObject({
      status: 404,
      message: RECEIVABLES_MESSAGES.invoiceNotFound,
    });
  });

  it('never owe less than nothing, and are paid exactly when nothing is owed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000_000 }),
        fc.array(fc.integer({ min: 1, max: 70_000_000 }), { maxLength: 12 }),
        (amount, attempts) => {
          const { data, invoice } = portfolio(amount);
          let paid = 0;
          for (const attempt of attempts) {
            const before = { ...data.invoices[0]! };
            const change = () => recordPayment(data, COMPANY, invoice.id, payment(attempt), AT);
            if (before.status !== 'pending') {
              expect(refusal(change)).toMatchObject({ status: 409 });
            } else if (attempt > balanceOf(before)) {
              expect(refusal(change)).toMatchObject({ status: 400, field: 'amount' });
            } else {
              change();
              paid += attempt;
            }
            const after = data.invoices[0]!;
            expect(after.paymentAmount).toBe(paid);
            expect(balanceOf(after)).toBe(after.totalAmount - paid);
            expect(balanceOf(after)).toBeGreaterThanOrEqual(0);
            expect(after.status === 'paid').toBe(balanceOf(after) === 0);
          }
        },
      ),
    );
  });

  it('cancel or compensate an open invoice on the day', () => {
    const { data, invoice } = portfolio();
    expect(closeInvoice(data, COMPANY, invoice.id, 'compensate', AT)).toMatchObject({
      invoice: { status: 'compensated', closedOn: AT.today },
      message: 'Factura compensada',
    });
    expect(balanceOf(data.invoices[0]!)).toBe(0);
  });
});

describe('commitments', () => {
  const promise = (contactId: number, amount = 500_000) => ({
    contactId,
    commitmentDate: '2026-11-25',
    dueDate: '2026-12-04',
    amount,
    description: 'Pago en la nómina del viernes.',
  });

  it("come from a contact of the invoice's client, within the balance", () => {
    const { data, invoice, contact } = portfolio();
    const other = createClient(
      data,
      COMPANY,
      clientForm({ organizationName: 'Municipalidad de Arica' }),
      AT,
    );
    const stranger = createContact(data, COMPANY, other.client.id, CONTACT, AT).contact;
    expect(
      refusal(() => recordCommitment(data, COMPANY, invoice.id, promise(stranger.id), AT)),
    ).toEqual({ status: 404, message: RECEIVABLES_MESSAGES.contactNotFound, field: 'contactId' });
    expect(
      refusal(() => recordCommitment(data, COMPANY, invoice.id, promise(contact.id, 2e6), AT)),
    ).toEqual({ status: 400, message: RECEIVABLES_MESSAGES.overBalance, field: 'amount' });
    expect(
      refusal(() =>
        recordCommitment(
          data,
          COMPANY,
          invoice.id,
          { ...promise(contact.id), dueDate: '2026-11-20' },
          AT,
        ),
      ),
    ).toEqual({
      status: 400,
      message: RECEIVABLES_MESSAGES.commitmentBeforeAgreement,
      field: 'dueDate',
    });
    expect(data.commitments).toEqual([]);
  });

  it('make a follow-up task: medium, pending, due the promised day at 10:00, linked', () => {
    const { data, invoice, contact } = portfolio();
    const recorded = recordCommitment(data, COMPANY, invoice.id, promise(contact.id), AT);
    expect(recorded.commitment).toMatchObject({ status: 'pending', taskId: null });
    const task = followUpTask(recorded, 4);
    expect(task).toEqual({
      title: 'Seguimiento compromiso de pago factura N° 1001',
      description:
        'Hospital de Talca se comprometió a pagar $500.000 (contacto: Paula Rivas). Pago en la nómina del viernes.',
      priority: 'media',
      status: 'pendiente',
      dueAt: expect.any(String),
      assigneeId: 4,
      opportunityCode: null,
      invoice: { id: invoice.id, number: 1001 },
    });
    expect(chileTimeOfDay(task.dueAt!)).toMatch(/^10:00/);
  });
});
