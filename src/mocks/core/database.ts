import { defaultCatalogueAt, type MockOpportunity } from '../areas/catalogue/opportunities';
import { MOCK_DB_AREAS, type MockDbState } from '../areas/registry';
import type { AnyMockDbArea, StoredArea } from './area';
import { createMemoryBlobStore, type BlobStore } from './blob-store';

/**
 * The one stateful mock database, made of areas (src/mocks/areas/registry.ts lists them):
 * accounts, mail, invitations, search work, tags, work and the rest. Handlers see their records side by side (`db.state.users`,
 * `db.state.savedSearches`). The browser keeps each area under its own localStorage key, with its
 * own version, so a change to one area's shape re-seeds that area (and those that point into it)
 * and keeps the rest; Node tests keep everything in memory and reset it after each test.
 * Uploaded files never go into that state: they live in the blob store (IndexedDB in the
 * browser), and records keep only their ids. The seeded opportunities are not stored either:
 * they are generated deterministically on demand.
 */

export const MOCK_DB_STORAGE_PREFIX = 'mockapi.db.';
/** Where the whole state lived before it was split into areas; removed on start. */
export const LEGACY_MOCK_DB_STORAGE_KEY = 'mockapi.db';

export function mockDbStorageKey(area: string) {
  return `${MOCK_DB_STORAGE_PREFIX}${area}`;
}

/**
 * Whether the state survives a reload: 'memory' without storage (Node), 'saved' when every area
 * was written, 'full' when the browser's storage refused for lack of space, 'failed' when it
 * refused for another reason. `areas` names what could not be written.
 */
export type MockDbPersistence =
  { status: 'memory' } | { status: 'saved' } | { status: 'full' | 'failed'; areas: string[] };

export const PERSISTENCE_MESSAGES = {
  full: 'El almacenamiento del navegador está lleno: los cambios no sobrevivirán a una recarga',
  failed:
    'El almacenamiento del navegador no está disponible: los cambios no sobrevivirán a una recarga',
} as const;

let areas: readonly AnyMockDbArea[] = MOCK_DB_AREAS;
let state: MockDbState | null = null;
let storage: Storage | null = null;
/** Per area: the id counters of its tables. */
let sequences: Record<string, Record<string, number>> = {};
/** Per area: the names of its records, and the text last written to storage. */
let areaKeys: Record<string, string[]> = {};
let written: Record<string, string> = {};
let persistence: MockDbPersistence = { status: 'memory' };
let blobs: BlobStore = createMemoryBlobStore();
let revision = 0;
let opportunities: MockOpportunity[] | null = null;
/** Edited records of the catalogue, each with a copy of what it was (`editOpportunity`). */
const editedOpportunities = new Map<MockOpportunity, MockOpportunity>();
const listeners = new Set<() => void>();

function changed() {
  revision += 1;
  for (const listener of listeners) listener();
}

/** A full storage, as each browser names it (Firefox's older name included). */
export function isQuotaExceeded(error: unknown) {
  return (
    error instanceof DOMException &&
    (error.name === 'QuotaExceededError' ||
      error.name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
      error.code === 22)
  );
}

function serialize(area: AnyMockDbArea) {
  const records: Record<string, unknown> = {};
  for (const key of areaKeys[area.name] ?? []) {
    records[key] = (state as Record<string, unknown>)[key];
  }
  const stored: StoredArea = {
    version: area.version,
    sequences: sequences[area.name] ?? {},
    records,
  };
  return JSON.stringify(stored);
}

/** Writes the areas whose text changed; a refusal is reported, never swallowed. */
function persist() {
  if (!storage || !state) return;
  const refused: { area: string; full: boolean }[] = [];
  for (const area of areas) {
    const text = serialize(area);
    if (written[area.name] === text) continue;
    try {
      storage.setItem(mockDbStorageKey(area.name), text);
      written[area.name] = text;
    } catch (error) {
      refused.push({ area: area.name, full: isQuotaExceeded(error) });
    }
  }
  // An area refused before is tried again on every write (its text still differs), so this
  // pass's refusals are every area whose changes would be lost on a reload.
  if (refused.length === 0) {
    persistence = { status: 'saved' };
    return;
  }
  const wasSaving = persistence.status === 'saved';
  persistence = {
    status: refused.some((entry) => entry.full) ? 'full' : 'failed',
    areas: refused.map((entry) => entry.area),
  };
  // Once per episode: every later write would say the same thing.
  if (wasSaving) {
    console.warn(
      `API simulada: ${PERSISTENCE_MESSAGES[persistence.status]} (sin guardar: ${persistence.areas.join(', ')}).`,
    );
  }
}

function load(area: AnyMockDbArea): { stored: StoredArea; text: string } | null {
  const text = storage?.getItem(mockDbStorageKey(area.name));
  if (!text) return null;
  try {
    const stored = JSON.parse(text) as StoredArea;
    if (stored.version !== area.version || typeof stored.records !== 'object') return null;
    return { stored, text };
  } catch {
    return null;
  }
}

/** Counters that start after the largest seeded id of each table. */
function seededSequences(area: AnyMockDbArea, records: object) {
  const counters: Record<string, number> = {};
  for (const table of area.sequences) {
    counters[table] = largestId((records as Record<string, unknown>)[table]);
  }
  return counters;
}

function largestId(table: unknown) {
  if (!Array.isArray(table)) return 0;
  let largest = 0;
  for (const row of table as { id?: unknown }[]) {
    if (typeof row.id === 'number' && row.id > largest) largest = row.id;
  }
  return largest;
}

/**
 * Builds the state from storage where an area's stored version is current, from its seed where
 * not (or when an area it depends on was just seeded). Returns the names of the seeded areas.
 */
async function build(options: { seedAll: boolean }) {
  const next: Record<string, unknown> = {};
  const seeded = new Set<string>();
  sequences = {};
  areaKeys = {};
  for (const area of areas) {
    const reseed = options.seedAll || area.dependsOn.some((name) => seeded.has(name));
    const found = reseed ? null : load(area);
    if (found) {
      Object.assign(next, found.stored.records);
      sequences[area.name] = { ...found.stored.sequences };
      areaKeys[area.name] = Object.keys(found.stored.records);
      written[area.name] = found.text;
    } else {
      const records = await area.seed();
      Object.assign(next, records);
      sequences[area.name] = seededSequences(area, records);
      areaKeys[area.name] = Object.keys(records);
      seeded.add(area.name);
    }
  }
  state = next as MockDbState;
  return [...seeded];
}

export const db = {
  /**
   * Where the state persists: localStorage in the browser, nowhere (memory) in Node; where
   * uploaded files go (memory unless told otherwise). `areas` is for tests of the database.
   */
  async init(
    options: {
      storage?: Storage | null;
      blobs?: BlobStore;
      areas?: readonly AnyMockDbArea[];
    } = {},
  ) {
    storage = options.storage ?? null;
    blobs = options.blobs ?? createMemoryBlobStore();
    areas = options.areas ?? MOCK_DB_AREAS;
    written = {};
    persistence = { status: storage ? 'saved' : 'memory' };
    try {
      storage?.removeItem(LEGACY_MOCK_DB_STORAGE_KEY);
    } catch {
      // Nothing to clean up when storage cannot even be read.
    }
    const seeded = await build({ seedAll: false });
    persist();
    changed();
    return { seeded };
  },

  /**
   * Another tab of this browser wrote an area (the `storage` event of its key): this tab's copy
   * follows, as two pages of one server see one database. Each tab runs its own mock, so without
   * this the second tab would answer from what it loaded, and its next write would undo the
   * first's. True when the key was an area's and its text was new.
   */
  adoptFromOtherTab(key: string | null) {
    if (!state) return false;
    const area = areas.find((entry) => mockDbStorageKey(entry.name) === key);
    const found = area ? load(area) : null;
    if (!area || !found || written[area.name] === found.text) return false;
    Object.assign(state, found.stored.records);
    sequences[area.name] = { ...found.stored.sequences };
    areaKeys[area.name] = Object.keys(found.stored.records);
    written[area.name] = found.text;
    changed();
    return true;
  },

  /** Every area back to its seed (a new signing secret included) and no uploaded files. */
  async reset() {
    // The catalogue is not stored: an edit is undone here (tests share a worker's catalogue).
    for (const [record, original] of editedOpportunities) Object.assign(record, original);
    editedOpportunities.clear();
    await build({ seedAll: true });
    await blobs.clear();
    persist();
    changed();
  },

  get state(): MockDbState {
    if (!state) throw new Error('Mock database used before db.init()');
    return state;
  },

  /** Every change goes through here so it is persisted. */
  write<T>(change: (draft: MockDbState) => T): T {
    const result = change(this.state);
    persist();
    changed();
    return result;
  },

  /** Whether the last write survives a reload (the mock control shows it when it does not). */
  get persistence(): MockDbPersistence {
    return persistence;
  },

  /** Uploaded files, by id; records keep the id and the file's metadata. */
  get blobs(): BlobStore {
    return blobs;
  },

  /** For views of the mock (the mailbox page): a number that changes on every write. */
  get revision() {
    return revision;
  },

  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },

  /**
   * The seeded catalogue (about 12,000 tenders and agile purchases). Generated on first use,
   * deterministically, with dates relative to that moment; never persisted.
   */
  get opportunities(): MockOpportunity[] {
    opportunities ??= defaultCatalogueAt(Date.now());
    return opportunities;
  },

  /**
   * Changes one record of the catalogue in place, as the portal would change a tender (it lasts
   * until the page reloads; `reset` undoes it). Returns the changed record.
   */
  editOpportunity(record: MockOpportunity, change: (record: MockOpportunity) => void) {
    if (!editedOpportunities.has(record)) editedOpportunities.set(record, structuredClone(record));
    change(record);
    return record;
  },

  /** The next id of a table: past its counter and past any id a test wrote by hand. */
  nextId(table: string) {
    const area = areas.find((candidate) => candidate.sequences.includes(table));
    if (!area) throw new Error(`No area of the mock database numbers '${table}'`);
    const counters = (sequences[area.name] ??= {});
    const next =
      Math.max(counters[table] ?? 0, largestId((this.state as Record<string, unknown>)[table])) + 1;
    counters[table] = next;
    return next;
  },
};
