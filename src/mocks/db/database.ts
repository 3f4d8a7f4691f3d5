import { seedAccounts, MOCK_DB_VERSION } from '../seed/accounts';
import { generateOpportunities, type MockOpportunity } from '../seed/opportunities';
import { randomToken } from './crypto';
import type { MockDbState } from './schema';

/**
 * The one stateful mock database. The browser keeps it in localStorage so a reload keeps
 * accounts, mail and saved work; Node tests keep it in memory and reset it after each test.
 * The seeded opportunities are not stored: they are generated deterministically on demand.
 */

export const MOCK_DB_STORAGE_KEY = 'mockapi.db';

let state: MockDbState | null = null;
let storage: Storage | null = null;
let pristine: MockDbState | null = null;
let revision = 0;
let opportunities: MockOpportunity[] | null = null;
const listeners = new Set<() => void>();

function changed() {
  revision += 1;
  for (const listener of listeners) listener();
}

function persist() {
  if (!storage || !state) return;
  try {
    storage.setItem(MOCK_DB_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // A full storage only costs persistence across reloads; the session keeps working.
  }
}

function load(): MockDbState | null {
  const raw = storage?.getItem(MOCK_DB_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as MockDbState;
    return parsed.version === MOCK_DB_VERSION ? parsed : null;
  } catch {
    return null;
  }
}

async function freshState() {
  // Hashing the seed passwords is the slow part: do it once per page or test run.
  pristine ??= await seedAccounts();
  // A new secret, as a freshly installed server would have: tokens of the old state stop working.
  return { ...structuredClone(pristine), secret: randomToken(32) };
}

export const db = {
  /** Where the state persists: localStorage in the browser, nowhere (memory) in Node. */
  async init(options: { storage?: Storage | null } = {}) {
    storage = options.storage ?? null;
    state = load() ?? (await freshState());
    persist();
    changed();
  },

  async reset() {
    state = await freshState();
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
    opportunities ??= generateOpportunities();
    return opportunities;
  },

  /** The next id of a table: past its sequence and past any id a test wrote by hand. */
  nextId(sequence: string) {
    const table = (this.state as Record<string, unknown>)[sequence];
    const largest = Array.isArray(table)
      ? Math.max(
          0,
          ...table.map((row: { id?: unknown }) => (typeof row.id === 'number' ? row.id : 0)),
        )
      : 0;
    const next = Math.max(this.state.sequences[sequence] ?? 0, largest) + 1;
    this.state.sequences[sequence] = next;
    return next;
  },
};
