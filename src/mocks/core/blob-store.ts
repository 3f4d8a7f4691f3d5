import { randomToken } from './crypto';

/**
 * Where the mock server keeps uploaded files. A file can weigh megabytes, and localStorage holds
 * about 5 MB for the whole mock: so files never go into the database state (which keeps only a
 * file's id and metadata), but here: IndexedDB in the browser, memory in Node tests.
 */
export type StoredBlob = {
  id: string;
  /** The file's name as uploaded, e.g. 'bases-tecnicas.pdf'. */
  name: string;
  /** MIME type, '' when unknown. */
  type: string;
  size: number;
};

export type BlobStore = {
  /** Stores the file under `id` (a new random one when absent) and returns its metadata. */
  put(blob: Blob, options?: { id?: string; name?: string }): Promise<StoredBlob>;
  /** The file, or null when there is none with that id. */
  get(id: string): Promise<{ blob: Blob; info: StoredBlob } | null>;
  delete(id: string): Promise<void>;
  /** Removes every file (a reset of the mock). */
  clear(): Promise<void>;
};

/** What either store keeps per file: bytes rather than a Blob, which every engine can clone. */
type BlobRow = StoredBlob & { bytes: ArrayBuffer };

/** The bytes of a file (through FileReader where Blob#arrayBuffer is missing, as in jsdom). */
export function readBytes(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(blob);
  });
}

async function toRow(blob: Blob, options: { id?: string; name?: string }): Promise<BlobRow> {
  return {
    id: options.id ?? `archivo-${randomToken(12)}`,
    name: options.name ?? (blob instanceof File ? blob.name : ''),
    type: blob.type,
    size: blob.size,
    bytes: await readBytes(blob),
  };
}

function fromRow({ bytes, ...info }: BlobRow) {
  return { blob: new Blob([bytes], { type: info.type }), info };
}

export function createMemoryBlobStore(): BlobStore {
  const rows = new Map<string, BlobRow>();
  return {
    async put(blob, options = {}) {
      const row = await toRow(blob, options);
      rows.set(row.id, row);
      const { bytes: _bytes, ...info } = row;
      return info;
    },
    async get(id) {
      const row = rows.get(id);
      return row ? fromRow(row) : null;
    },
    async delete(id) {
      rows.delete(id);
    },
    async clear() {
      rows.clear();
    },
  };
}

export const BLOB_DATABASE_NAME = 'mockapi-blobs';
const STORE = 'blobs';

function promised<T>(request: IDBRequest<T>) {
  return new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** The files in IndexedDB (`factory` is the browser's `indexedDB`, or a fake in tests). */
export function createIndexedDbBlobStore(
  factory: IDBFactory,
  databaseName = BLOB_DATABASE_NAME,
): BlobStore {
  let opening: Promise<IDBDatabase> | null = null;
  const open = () => {
    opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(databaseName, 1);
      request.onupgradeneeded = () => {
        request.result.createObjectStore(STORE, { keyPath: 'id' });
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
    });
    return opening;
  };
  const run = async <T>(
    mode: IDBTransactionMode,
    action: (store: IDBObjectStore) => IDBRequest<T>,
  ) => {
    const database = await open();
    const transaction = database.transaction(STORE, mode);
    // A write counts once it is committed, not merely queued.
    const committed = new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB aborted'));
    });
    const result = await promised(action(transaction.objectStore(STORE)));
    await committed;
    return result;
  };
  return {
    async put(blob, options = {}) {
      // Read the bytes before the transaction opens: it closes once the event loop is idle.
      const row = await toRow(blob, options);
      await run('readwrite', (store) => store.put(row));
      const { bytes: _bytes, ...info } = row;
      return info;
    },
    async get(id) {
      const row = (await run('readonly', (store) => store.get(id))) as BlobRow | undefined;
      return row ? fromRow(row) : null;
    },
    async delete(id) {
      await run('readwrite', (store) => store.delete(id));
    },
    async clear() {
      await run('readwrite', (store) => store.clear());
    },
  };
}
