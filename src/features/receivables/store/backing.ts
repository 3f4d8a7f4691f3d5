import { z } from 'zod';

import { emptyReceivables, receivablesDataSchema, type ReceivablesData } from './records';

/**
 * Where the receivables store keeps each user's records (decision 0023): one entry per user,
 * keyed by the signed-in user's id, in IndexedDB (it survives a reload and is not limited to
 * localStorage's 5 MB); in memory where IndexedDB is missing or refuses to open (jsdom, some
 * private windows), for as long as the page lives. A change reads, changes and writes the
 * user's entry in one IndexedDB transaction, so two tabs never write over each other.
 *
 * Every read and change checks the entry against the records' schema first (records.ts): an
 * entry of another shape or version is `UnreadableReceivables`, and nothing is written over it.
 * Only `startAgain` moves it, to a key of its own beside the user's, before a fresh start.
 */
export type ReceivablesBacking = {
  /** The user's records; an empty set when they have none yet. */
  read(owner: string): Promise<ReceivablesData>;
  /**
   * Runs `change` on the user's records and keeps what it leaves. When `change` throws, nothing
   * is written and the error is the promise's.
   */
  update<T>(owner: string, change: (data: ReceivablesData) => T): Promise<T>;
  /**
   * When the user's entry is unreadable: keeps it as it is under `aside` and gives the user an
   * empty set, in one step. True when it did; false (nothing written) when the entry reads,
   * which in memory it always does.
   */
  startAgain(owner: string, aside: string): Promise<boolean>;
};

/** The user's entry is there but is not records this store writes: it is left as it is. */
export class UnreadableReceivables extends Error {
  override readonly name = 'UnreadableReceivables';
}

type Entry = { owner: string; data: ReceivablesData };

const entrySchema = z.strictObject({ owner: z.string(), data: receivablesDataSchema });

/** The records in a user's entry (none yet: an empty set); the one check of what is read. */
function recordsOf(entry: unknown): ReceivablesData {
  if (entry === undefined) return emptyReceivables();
  const parsed = entrySchema.safeParse(entry);
  if (!parsed.success) throw new UnreadableReceivables(z.prettifyError(parsed.error));
  return parsed.data.data;
}

const unreadable = (entry: unknown) => entry !== undefined && !entrySchema.safeParse(entry).success;

/** Memory holds only what `update` wrote: nothing there is ever unreadable. */
export function createMemoryBacking(): ReceivablesBacking & { clear(): void } {
  const entries = new Map<string, ReceivablesData>();
  const current = (owner: string) => entries.get(owner) ?? emptyReceivables();
  return {
    async read(owner) {
      return structuredClone(current(owner));
    },
    async update(owner, change) {
      // A copy is changed, so a change that throws half-way leaves nothing behind.
      const data = structuredClone(current(owner));
      const result = change(data);
      // What is kept is a copy too: what `change` returns never aliases the stored records.
      entries.set(owner, structuredClone(data));
      return result;
    },
    // Memory holds only what this store wrote: there is never an unreadable entry to set aside.
    startAgain: async () => false,
    clear() {
      entries.clear();
    },
  };
}

export const RECEIVABLES_DATABASE_NAME = 'oportuna-receivables';
/** The object store of the users' entries, keyed by their `owner`. */
export const RECEIVABLES_OBJECT_STORE = 'owners';

function opened(factory: IDBFactory, name: string) {
  return new Promise<IDBDatabase>((resolve, reject) => {
    const request = factory.open(name, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(RECEIVABLES_OBJECT_STORE, { keyPath: 'owner' });
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

  /** Runs one transaction; `step` gets the user's entry as stored and may write. */
  async function transact<T>(
    owner: string,
    mode: IDBTransactionMode,
    step: (entry: unknown, store: IDBObjectStore) => T,
  ) {
    const transaction = (await open()).transaction(RECEIVABLES_OBJECT_STORE, mode);
    return new Promise<T>((resolve, reject) => {
      let result: T;
      let failure: unknown = null;
      transaction.oncomplete = () => resolve(result);
      transaction.onabort = () =>
        reject(failure ?? transaction.error ?? new Error('IndexedDB aborted'));
      const store = transaction.objectStore(RECEIVABLES_OBJECT_STORE);
      const request = store.get(owner);
      request.onsuccess = () => {
        try {
          result = step(request.result, store);
        } catch (error) {
          failure = error;
          transaction.abort();
        }
      };
    });
  }

  return {
    ready: open,
    read: (owner) => transact(owner, 'readonly', recordsOf),
    update: (owner, change) =>
      transact(owner, 'readwrite', (entry, store) => {
        const data = recordsOf(entry);
        const result = change(data);
        store.put({ owner, data } satisfies Entry);
        return result;
      }),
    startAgain: (owner, aside) =>
      transact(owner, 'readwrite', (entry, store) => {
        if (!unreadable(entry)) return false;
        // The entry as it was, under its new key; `add`, not `put`: a copy set aside before is
        // never written over.
        store.add({ ...(entry as object), owner: aside });
        store.put({ owner, data: emptyReceivables() } satisfies Entry);
        return true;
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
    startAgain: async (owner, aside) => (await choose()).startAgain(owner, aside),
  };
}
