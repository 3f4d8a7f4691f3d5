import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/lib/api-client';

import * as changes from './changes';
import { createIndexedDbBacking, createMemoryBacking, type ReceivablesBacking } from './backing';
import { putEntry, storedEntries } from '@/testing/damaged-receivables';
import {
  changeReceivables,
  configureReceivablesStore,
  isUnreadableReceivables,
  readReceivables,
  startReceivablesAgain,
  STORAGE_FULL,
  STORAGE_UNREADABLE,
  type ReceivablesScope,
} from './receivables-store';
import type { SeedPurchaseOrder } from './seed';
import { clientsView } from './views';

const NOW = Date.parse('2026-11-25T15:00:00Z');
const ANA: ReceivablesScope = { userId: 4, companyId: 5 };
const BRUNO: ReceivablesScope = { userId: 9, companyId: 5 };

const ORDERS: SeedPurchaseOrder[] = [
  {
    codigo: '682152-41-SE26',
    comprador: 'Ilustre Municipalidad de Arica',
    rutComprador: '69.255.285-7',
    fecha: '2026-08-03T14:00:00.000Z',
    estado: 'Recepción conforme',
    monto: 2_380_000,
    oportunidad: { nombre: 'Compra de computadores' },
  },
];

const FORM = { rut: '', businessName: '', address: '', phone: '', email: '' };

/** A store over `backing` (a reload is a new one over the same backing), as the app makes it. */
function openStore(backing: ReceivablesBacking) {
  const loadPurchaseOrders = vi.fn(async () => ORDERS);
  configureReceivablesStore({ backing, loadPurchaseOrders, now: () => NOW });
  return { loadPurchaseOrders };
}

const addClient = (scope: ReceivablesScope, organizationName: string) =>
  changeReceivables(scope, (data, at) =>
    changes.createClient(data, scope.companyId, { ...FORM, organizationName }, at),
  );

const names = (scope: ReceivablesScope) =>
  readReceivables(scope, (data) =>
    clientsView(data, scope.companyId).map((c) => c.organizationName),
  );

afterEach(() => {
  vi.useRealTimers();
});

describe.each<[string, () => ReceivablesBacking]>([
  ['memory', createMemoryBacking],
  ['IndexedDB', () => createIndexedDbBacking(new IDBFactory())],
])('the receivables store in %s', (_, createBacking) => {
  it("seeds each user's portfolio once, from the company's purchase orders", async () => {
    const { loadPurchaseOrders } = openStore(createBacking());
    const [first, second] = await Promise.all([names(ANA), names(ANA)]);
    expect(first).toHaveLength(25);
    expect(second).toEqual(first);
    expect(first).toContain('Municipalidad de Arica');
    await names(ANA);
    expect(loadPurchaseOrders).toHaveBeenCalledTimes(1);
    expect(loadPurchaseOrders).toHaveBeenCalledWith(5);
  });

  it("never shows one user's records to another", async () => {
    openStore(createBacking());
    await addClient(ANA, 'Hospital de Ana');
    await addClient(BRUNO, 'Hospital de Bruno');
    expect(await names(ANA)).toContain('Hospital de Ana');
    expect(await names(ANA)).not.toContain('Hospital de Bruno');
    expect(await names(BRUNO)).toContain('Hospital de Bruno');
    expect(await names(BRUNO)).not.toContain('Hospital de Ana');
  });

  it('leaves the records as they were when a change is refused', async () => {
    openStore(createBacking());
    const before = await readReceivables(ANA, (data) => data);
    const refused = await changeReceivables(ANA, (data, at) => {
      changes.createClient(data, 5, { ...FORM, organizationName: 'A medias' }, at);
      return changes.deleteClient(data, 5, 9999, at);
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 404, message: 'Cliente no encontrado' });
    expect(await readReceivables(ANA, (data) => data)).toEqual(before);
  });
});

describe('across reloads', () => {
  it("finds each user's records again in IndexedDB, and seeds nothing twice", async () => {
    const factory = new IDBFactory();
    const first = openStore(createIndexedDbBacking(factory));
    await addClient(ANA, 'Hospital de Ana');
    await addClient(BRUNO, 'Hospital de Bruno');
    expect(first.loadPurchaseOrders).toHaveBeenCalledTimes(2);

    // A reload: a new store and a new connection, the same browser database.
    const reloaded = openStore(createIndexedDbBacking(factory));
    const ana = await names(ANA);
    expect(ana).toHaveLength(26);
    expect(ana).toContain('Hospital de Ana');
    expect(ana).not.toContain('Hospital de Bruno');
    expect(await names(BRUNO)).toContain('Hospital de Bruno');
    expect(reloaded.loadPurchaseOrders).not.toHaveBeenCalled();
  });

  it('starts from nothing in memory, where IndexedDB is missing', async () => {
    openStore(createMemoryBacking());
    await addClient(ANA, 'Hospital de Ana');
    openStore(createMemoryBacking());
    expect(await names(ANA)).not.toContain('Hospital de Ana');
  });
});

describe('what the browser refuses', () => {
  it("says the storage is full, in the screens' words", async () => {
    const memory = createMemoryBacking();
    openStore({
      ...memory,
      update: () => Promise.reject(new DOMException('Quota exceeded', 'QuotaExceededError')),
    });
    const refused = await readReceivables(ANA, (data) => data).catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 507, message: STORAGE_FULL });
  });

  it('says when it cannot read them', async () => {
    const memory = createMemoryBacking();
    openStore({
      ...memory,
      read: () => Promise.reject(new DOMException('Gone', 'UnknownError')),
    });
    await expect(names(ANA)).rejects.toMatchObject({ status: 507, message: STORAGE_UNREADABLE });
  });

  it('fails the first read when the purchase orders cannot be read, and seeds on the next', async () => {
    const { loadPurchaseOrders } = openStore(createMemoryBacking());
    loadPurchaseOrders.mockRejectedValueOnce(new ApiError('Sin red', 0, 'NetworkError'));
    await expect(names(ANA)).rejects.toMatchObject({ message: 'Sin red' });
    expect(await names(ANA)).toHaveLength(25);
  });
});

describe('records it cannot read', () => {
  /** Ana's records in IndexedDB, seeded, then written back with an invoice of another shape. */
  async function damagedStore() {
    const factory = new IDBFactory();
    const backing = createIndexedDbBacking(factory);
    openStore(backing);
    const good = await readReceivables(ANA, (data) => data);
    const damaged = { ...good, invoices: [{ ...good.invoices[0], amount: '1.000' }] };
    await putEntry(factory, 'user:4', damaged);
    // A reload: nothing known of what was seeded before.
    const { loadPurchaseOrders } = openStore(backing);
    return { factory, damaged, loadPurchaseOrders };
  }

  it("refuses to read or change them, in the screens' words, and seeds nothing over them", async () => {
    const { factory, damaged, loadPurchaseOrders } = await damagedStore();
    const read = await names(ANA).catch((error: unknown) => error);
    expect(read).toMatchObject({ status: 422, message: STORAGE_UNREADABLE });
    expect(isUnreadableReceivables(read)).toBe(true);
    expect(loadPurchaseOrders).not.toHaveBeenCalled();
    const changed = await addClient(ANA, 'Hospital de Ana').catch((error: unknown) => error);
    expect(isUnreadableReceivables(changed)).toBe(true);
    expect(await storedEntries(factory)).toEqual([{ owner: 'user:4', data: damaged }]);
  });

  it('starts again as a first visit, with the unreadable copy kept aside', async () => {
    const { factory, damaged, loadPurchaseOrders } = await damagedStore();
    await expect(names(ANA)).rejects.toMatchObject({ message: STORAGE_UNREADABLE });
    await startReceivablesAgain(ANA);
    expect(await names(ANA)).toHaveLength(25);
    expect(loadPurchaseOrders).toHaveBeenCalledTimes(1);
    expect(await storedEntries(factory)).toEqual([
      { owner: 'user:4', data: expect.objectContaining({ seededCompanies: [5] }) },
      { owner: 'user:4:unreadable:2026-11-25T15:00:00.000Z', data: damaged },
    ]);

    // Another tab that still shows the error starts again too: the fresh records stay.
    const fresh = await readReceivables(ANA, (data) => data);
    await startReceivablesAgain(ANA);
    expect(await readReceivables(ANA, (data) => data)).toEqual(fresh);
    expect(await storedEntries(factory)).toHaveLength(2);
  });
});

describe('the artificial delay', () => {
  it('answers a read and a change only after it', async () => {
    openStore(createMemoryBacking());
    await names(ANA);
    configureReceivablesStore({ pacing: { minMs: 300, maxMs: 300 } });
    vi.useFakeTimers();
    const settled = vi.fn();
    void names(ANA).then(settled);
    void addClient(ANA, 'Hospital de Ana').then(settled);
    await vi.advanceTimersByTimeAsync(299);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(settled).toHaveBeenCalledTimes(2));
  });
});
