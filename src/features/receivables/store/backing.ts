import { emptyReceivables, RECEIVABLES_DATA_VERSION, type ReceivablesData } from './records';

/**
 * Where the receivables store keeps each user's records (decision 0023): one entry per user,
 * keyed by the signed-in user's id, in IndexedDB (it survives a reload and is not limited to
 * localStorage's 5 MB); in memory where IndexedDB is missing or refuses to open (jsdom, some
 * private windows), for as long as the page lives. A change reads, changes and writes the
 * user's entry in one IndexedDB transaction, so two tabs never write over each other.
 */
export type ReceivablesBacking = {
  /** The user's records; an empty set when they have none yet (or an older shape). */
  read(owner: string): Promise<ReceivablesData>;
  /**
   * Runs `change` on the user's records and keeps what it leaves. When `change` throws, nothing
   * is written and the error is the promise's.
   */
  update<T>(owner: string, change: (data: ReceivablesData) => T): Promise<T>;
};

const current = (stored: ReceivablesData | undefined) =>
  stored?.version === RECEIVABLES_DATA_VERSION ? stored : emptyReceivables();

export function createMemoryBacking(): ReceivablesBacking & { clear(): void } {
  const entries = new Map<string, ReceivablesData>();
  return {
    async read(owner) {
      return structuredClone(current(entries.get(owner)));
    },
    async update(owner, change) {
      // A copy is changed, so a change that throws half-way leaves nothing behind.
      const data = structuredClone(current(entries.get(owner)));
      const result = change(data);
      // What is kept is a copy too: what `change` returns never aliases the stored records.
      entries.set(owner, structuredClone(data));
      return result;
    },
    clear() {
      entries.clear();
    },
  };
}

export const RECEIVABLES_DATABASE_NAME = 'oportuna-receivables';
const STORE = 'owners';

type Entry = { owner: string; data: ReceivablesData };

function opened(factory: IDBFactory, name: string) {
  return new Promise<IDBDatabase>((resolve, reject) => {
    const request = factory.open(name, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(STORE, { keyPath: 'owner' });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
    request.onblocked = () => reject(new Error('IndexedDB is blocked by another tab'));
  });
}

/** The records in IndexedDB (`factory` is the browser's `indexedDB`, or a fake in tests). */
export function createIndexedDbBacking(
  factory: IDBFactory,
  name = RECEIVABLES_DATABASE_NAME,
): ReceivablesBacking & { ready(): Promise<unknown> } {
  let database: Promise<IDBDatabase> | null = null;
  const open = () => (database ??= opened(factory, name));

  /** Runs one transaction; `step` gets the user's entry and may put it back. */
  async function transact<T>(
    owner: string,
    mode: IDBTransactionMode,
    step: (data: ReceivablesData, store: IDBObjectStore) => T,
  ) {
    const transaction = (await open()).transaction(STORE, mode);
    return new Promise<T>((resolve, reject) => {
      let result: T;
      let failure: unknown = null;
      transaction.oncomplete = () => resolve(result);
      transaction.onabort = () =>
        reject(failure ?? transaction.error ?? new Error('IndexedDB aborted'));
      const store = transaction.objectStore(STORE);
      const request = store.get(owner);
      request.onsuccess = () => {
        try {
          result = step(current((request.result as Entry | undefined)?.data), store);
        } catch (error) {
          failure = error;
          transaction.abort();
        }
      };
    });
  }

  return {
    ready: open,
    read: (owner) => transact(owner, 'readonly', (data) => data),
    update: (owner, change) =>
      transact(owner, 'readwrite', (data, store) => {
        const result = change(data);
        store.put({ owner, data } satisfies Entry);
        return result;
      }),
  };
}

/**
 * IndexedDB when the browser has it and it opens; memory otherwise (decided once, on first use).
 */
export function createBrowserBacking(): ReceivablesBacking {
  const memory = createMemoryBacking();
  if (typeof indexedDB === 'undefined') return memory;
  const indexed = createIndexedDbBacking(indexedDB);
  let chosen: Promise<ReceivablesBacking> | null = null;
  const choose = () =>
    (chosen ??= indexed.ready().then(
      () => indexed,
      () => memory,
    ));
  return {
    read: async (owner) => (await choose()).read(owner),
    update: async (owner, change) => (await choose()).update(owner, change),
  };
}
