import { describe, expect, it } from 'vitest';

import { db, faults } from '@/testing/mock-api';
import { pendingInvoiceWithContact, signInToReceivables } from '@/testing/receivables';

import { recordCommitment } from './record-commitment';

const promise = (contactId: number, amount: number) => ({
  contactId,
  commitmentDate: '2026-11-25',
  dueDate: '2026-12-04',
  amount,
  description: '',
});

describe('a payment commitment', () => {
  it('is kept in the store and makes its follow-up task on the tasks API, linked both ways', async () => {
    const { user, scope, records } = await signInToReceivables();
    const { invoice, contact } = await pendingInvoiceWithContact(scope);
    const result = await recordCommitment(scope, invoice.id, promise(contact.id, 1000), user.id);

    expect(result.message).toBe('Compromiso de pago registrado y tarea de seguimiento creada');
    const title = `Seguimiento compromiso de pago factura N° ${invoice.number}`;
    const task = db.state.tasks.find((entry) => entry.title === title)!;
    expect(task).toMatchObject({
      companyId: scope.companyId,
      invoiceId: invoice.id,
      invoiceNumber: invoice.number,
      priority: 'media',
      status: 'pendiente',
      assigneeId: user.id,
    });
    expect(result.data.paymentCommitments.at(-1)).toMatchObject({
      contactId: contact.id,
      amount: 1000,
      taskId: task.id,
    });
    expect(result.data.tasks).toContainEqual({ id: task.id, title });
    expect((await records()).commitments.at(-1)).toMatchObject({ taskId: task.id });
  });

  it('is taken back when the task cannot be made, with the reason', async () => {
    const { user, scope, records } = await signInToReceivables();
    const { invoice, contact } = await pendingInvoiceWithContact(scope);
    const before = (await records()).commitments;
    faults.add({ kind: 'server-error', method: 'POST', path: '/tasks', times: 1 });
    await expect(
      recordCommitment(scope, invoice.id, promise(contact.id, 1000), user.id),
    ).rejects.toMatchObject({ message: 'Server error. Please try again later.' });
    expect((await records()).commitments).toEqual(before);
  });
});
