import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';

import { getTasks } from '@/entities/task/api/get-tasks';
import { createContact } from '@/features/receivables/api/create-contact';
import { createInvoice } from '@/features/receivables/api/create-invoice';
import { recordCommitment } from '@/features/receivables/api/record-commitment';
import { recordPayment } from '@/features/receivables/api/record-payment';
import { closeInvoice } from '@/features/receivables/api/close-invoice';
import { createClient } from '@/features/receivables/api/create-client';
import { deleteClient } from '@/features/receivables/api/delete-client';
import { buyerRecordQueryOptions } from '@/features/receivables/api/get-buyer-record';
import { clientsQueryOptions } from '@/features/receivables/api/get-clients';
import { invoicesQueryOptions } from '@/features/receivables/api/get-invoices';
import { statsQueryOptions } from '@/features/receivables/api/get-receivables-stats';
import { REMINDER_DEFAULTS } from '@/features/receivables/lib/reminders';

import { db } from '../../core/database';
import { DEMO_ACCOUNTS } from '../accounts/seed';
import { RECEIVABLES_COMPANY_ID } from './seed';
import { failure, rawRequest, signIn } from '../../test-helpers';

const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 } } });
const fetchQuery: QueryClient['fetchQuery'] = (options) => client.fetchQuery(options);
const COMPANY = RECEIVABLES_COMPANY_ID;

beforeEach(async () => {
  client.clear();
  await signIn(DEMO_ACCOUNTS.receivables.email, DEMO_ACCOUNTS.receivables.password);
});

describe('mock API: accounts receivable', () => {
  it('is only for the allow-listed user', async () => {
    await signIn(DEMO_ACCOUNTS.demo.email, DEMO_ACCOUNTS.demo.password);
    const refused = await failure(fetchQuery(invoicesQueryOptions(1)));
    expect(refused.status).toBe(403);
  });

  it('keeps a RUT that is typed valid, and nothing else required', async () => {
    const bad = await failure(
      rawRequest(
        'POST',
        `/receivables/clients?companyId=${COMPANY}`,
        { rut: '12.345.678-9' },
        {
          auth: true,
        },
      ),
    );
    expect(bad.message).toBe('Ingrese un RUT válido');
    const empty = await createClient(COMPANY, {
      rut: '',
      organizationName: '',
      businessName: '',
      address: '',
      phone: '',
      email: '',
    });
    expect(empty.data).toMatchObject({ rut: '', isActive: true, contacts: [] });
    await deleteClient(COMPANY, empty.data.id);
    const clients = await fetchQuery(clientsQueryOptions(COMPANY));
    expect(clients.some((entry) => entry.id === empty.data.id)).toBe(false);
    expect(db.state.receivableClients.find((entry) => entry.id === empty.data.id)?.isActive).toBe(
      false,
    );
    expect((await failure(deleteClient(COMPANY, empty.data.id))).message).toBe(
      'Cliente no encontrado',
    );
  });

  it('checks reminder days between 0 and 30', async () => {
    const [first] = await fetchQuery(clientsQueryOptions(COMPANY));
    const base = {
      name: 'Ana',
      email: '',
      phone: '',
      position: '',
      type: 'collection' as const,
      reminderSettings: { ...REMINDER_DEFAULTS, daysAfter: 31 },
    };
    const refused = await failure(
      rawRequest('POST', `/receivables/clients/${first!.id}/contacts?companyId=${COMPANY}`, base, {
        auth: true,
      }),
    );
    expect(refused.message).toBe('Ingresa un número de días entre 0 y 30');
    const added = await createContact(COMPANY, first!.id, {
      ...base,
      reminderSettings: REMINDER_DEFAULTS,
    });
    expect(added.data.reminderSettings).toEqual(REMINDER_DEFAULTS);
  });

  it('issues an invoice pending with 19 % VAT, records a commitment with its task, then the payment', async () => {
    const [first] = await fetchQuery(clientsQueryOptions(COMPANY));
    const issued = await createInvoice(COMPANY, {
      clientId: first!.id,
      number: 99_001,
      purchaseOrderId: null,
      issueDate: '2026-11-01',
      dueDate: '2026-11-05',
      amount: 1_000_000,
      description: 'Soporte TI',
    });
    expect(issued.data).toMatchObject({ tax: 190_000, totalAmount: 1_190_000, balance: 1_190_000 });
    const taken = await failure(
      createInvoice(COMPANY, {
        clientId: first!.id,
        number: 99_001,
        purchaseOrderId: null,
        issueDate: '2026-11-01',
        dueDate: '2026-11-05',
        amount: 1,
        description: '',
      }),
    );
    expect(taken.message).toBe('Ya existe una factura con ese número');

    const contact = first!.contacts[0]!;
    const promised = await recordCommitment(COMPANY, issued.data.id, {
      contactId: contact.id,
      commitmentDate: '2026-11-20',
      dueDate: '2026-12-02',
      amount: 1_190_000,
      description: 'Paga en la nómina del martes',
    });
    const taskId = promised.data.paymentCommitments[0]!.taskId!;
    const tasks = await getTasks({ companyId: COMPANY });
    expect(tasks.find((task) => task.id === taskId)).toMatchObject({
      priority: 'media',
      status: 'pendiente',
      invoice: { id: issued.data.id, number: 99_001 },
    });

    const over = await failure(
      recordPayment(COMPANY, issued.data.id, {
        amount: 2_000_000,
        paymentDate: '2026-11-25',
        paymentMethod: 'transferencia',
        reference: '',
      }),
    );
    expect(over.message).toBe('El monto supera el saldo pendiente de la factura');
    const paid = await recordPayment(COMPANY, issued.data.id, {
      amount: 1_190_000,
      paymentDate: '2026-11-25',
      paymentMethod: 'transferencia',
      reference: 'TRF-1',
    });
    expect(paid.data).toMatchObject({ status: 'paid', balance: 0, daysOverdue: 0 });
    expect((await failure(closeInvoice(COMPANY, issued.data.id, 'cancel'))).status).toBe(409);
    expect((await failure(closeInvoice(COMPANY, 999_999, 'cancel'))).message).toBe(
      'Factura no encontrada',
    );
  });

  it("answers the panel's figures from the same invoices the tracking list shows", async () => {
    const [stats, invoices] = await Promise.all([
      fetchQuery(statsQueryOptions(COMPANY)),
      fetchQuery(invoicesQueryOptions(COMPANY)),
    ]);
    for (const [status, figures] of Object.entries(stats.byStatus)) {
      const same = invoices.filter((invoice) => invoice.status === status);
      expect(figures.count).toBe(same.length);
      expect(figures.amount).toBe(same.reduce((sum, invoice) => sum + invoice.totalAmount, 0));
    }
    expect(stats.owed).toBe(invoices.reduce((sum, invoice) => sum + invoice.balance, 0));
  });

  it("tells how a buyer pays, by its RUT, from the company's own invoices", async () => {
    const [first] = await fetchQuery(clientsQueryOptions(COMPANY));
    const record = await fetchQuery(buyerRecordQueryOptions(COMPANY, first!.rut));
    expect(record.client?.id).toBe(first!.id);
    expect(record.invoices).toBeGreaterThan(0);
    const unknown = await fetchQuery(buyerRecordQueryOptions(COMPANY, '11.111.111-1'));
    expect(unknown).toMatchObject({ client: null, invoices: 0 });
  });
});
