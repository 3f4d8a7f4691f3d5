import fc from 'fast-check';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';

import { RECEIVABLES_COMPANY_ID, seedWork } from '@/mocks/areas/work/seed';

import { REMINDER_DEFAULTS } from '../lib/reminders';
import { createIndexedDbBacking, UnreadableReceivables } from './backing';
import * as changes from './changes';
import { damageArbitrary, damaged, putEntry, storedEntries } from '@/testing/damaged-receivables';
import { emptyReceivables, receivablesDataSchema, type ReceivablesData } from './records';
import { seedReceivables, type SeedPurchaseOrder } from './seed';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const AT = { now: '2026-11-25T12:00:00.000Z', today: '2026-11-25' };
const COMPANY = RECEIVABLES_COMPANY_ID;
const OWNER = 'user:4';
const ASIDE = 'user:4:unreadable:2026-11-25T12:00:00.000Z';

const ORDERS: SeedPurchaseOrder[] = seedWork(NOW)
  .purchaseOrders.filter((order) => order.companyId === COMPANY)
  .map((order) => ({
    codigo: order.code,
    comprador: order.buyerName,
    rutComprador: order.buyerRut,
    fecha: order.issuedAt,
    estado: order.state,
    monto: order.amount,
    oportunidad: { nombre: order.opportunityName },
  }));

function seeded() {
  const data = emptyReceivables();
  seedReceivables(data, COMPANY, ORDERS, NOW);
  return data;
}

const SEEDED = seeded();

const FORM = {
  rut: '',
  organizationName: 'Hospital de Prueba',
  businessName: '',
  address: '',
  phone: '',
  email: '',
};

/** A fresh browser database holding `data` as the user's entry, and the store's backing on it. */
async function browserHolding(data: unknown) {
  const factory = new IDBFactory();
  const backing = createIndexedDbBacking(factory);
  await backing.ready();
  await putEntry(factory, OWNER, data);
  return { factory, backing };
}

describe('what the store reads is what it writes', () => {
  it('reads the demo portfolio, and the records after every kind of change', () => {
    expect(receivablesDataSchema.safeParse(SEEDED).error).toBeUndefined();

    const data = seeded();
    const { client } = changes.createClient(data, COMPANY, FORM, AT);
    const { contact } = changes.createContact(
      data,
      COMPANY,
      client.id,
      {
        name: 'Ana Soto',
        email: 'ana@hospital.cl',
        phone: '',
        position: 'Tesorera',
        type: 'collection',
        reminderSettings: REMINDER_DEFAULTS,
      },
      AT,
    );
    const issue = (number: number) =>
      changes.createInvoice(
        data,
        COMPANY,
        {
          clientId: client.id,
          number,
          purchaseOrderId: null,
          issueDate: '2026-11-01',
          dueDate: '2026-12-01',
          amount: 100_000,
          description: '',
        },
        AT,
      ).invoice;
    const [paid, promised, cancelled] = [issue(90_001), issue(90_002), issue(90_003)];
    changes.recordPayment(
      data,
      COMPANY,
      paid.id,
      {
        amount: paid.totalAmount,
        paymentDate: '2026-11-20',
        paymentMethod: 'cheque',
        reference: '',
      },
      AT,
    );
    const { commitment } = changes.recordCommitment(
      data,
      COMPANY,
      promised.id,
      {
        contactId: contact.id,
        commitmentDate: '2026-11-25',
        dueDate: '2026-12-05',
        amount: 50_000,
        description: 'Paga la próxima semana',
      },
      AT,
    );
    changes.linkTask(data, commitment.id, { id: 77, title: 'Seguimiento' });
    changes.closeInvoice(data, COMPANY, cancelled.id, 'cancel', AT);
    changes.deleteContact(data, COMPANY, contact.id, AT);
    changes.deleteClient(data, COMPANY, client.id, AT);

    expect(receivablesDataSchema.safeParse(data).error).toBeUndefined();
  });
});

describe('records of another shape in the browser', () => {
  it('are refused, never written over, and set aside as they were when the user starts again', async () => {
    await fc.assert(
      fc.asyncProperty(damageArbitrary, async (damage) => {
        const copy = damaged(SEEDED, damage);
        const { factory, backing } = await browserHolding(copy);

        if (receivablesDataSchema.safeParse(copy).success) {
          // A damage that still keeps the shape (an emptied list, a long text) reads as it is.
          expect(await backing.read(OWNER)).toEqual(copy);
          expect(await backing.startAgain(OWNER, ASIDE)).toBe(false);
          return;
        }
        await expect(backing.read(OWNER)).rejects.toBeInstanceOf(UnreadableReceivables);
        const change = (data: ReceivablesData) => changes.createClient(data, COMPANY, FORM, AT);
        await expect(backing.update(OWNER, change)).rejects.toBeInstanceOf(UnreadableReceivables);
        expect(await storedEntries(factory)).toEqual([{ owner: OWNER, data: copy }]);

        expect(await backing.startAgain(OWNER, ASIDE)).toBe(true);
        expect(await storedEntries(factory)).toEqual([
          { owner: OWNER, data: emptyReceivables() },
          { owner: ASIDE, data: copy },
        ]);
        expect(await backing.read(OWNER)).toEqual(emptyReceivables());
      }),
      {
        numRuns: 15,
        // The crashes reported (issue 39, part 5): an object for the first client's
        // organizationName (place 8, depth first), null for the list of clients (place 3).
        examples: [
          [{ kind: 'wrong-type', at: 8, value: { nombre: 'Hospital' } }],
          [{ kind: 'wrong-type', at: 3, value: null }],
        ],
      },
    );
  });

  it('keeps each copy set aside: starting again never writes over an earlier one', async () => {
    const { factory, backing } = await browserHolding({ ...SEEDED, version: 2 });
    expect(await backing.startAgain(OWNER, ASIDE)).toBe(true);
    await putEntry(factory, OWNER, null);
    await expect(backing.startAgain(OWNER, ASIDE)).rejects.toThrow();
    expect(await storedEntries(factory)).toEqual([
      { owner: OWNER, data: null },
      { owner: ASIDE, data: { ...SEEDED, version: 2 } },
    ]);
  });
});
