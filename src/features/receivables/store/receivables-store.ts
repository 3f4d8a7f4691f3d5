import { getPurchaseOrders } from '@/entities/purchase-order/api/get-purchase-orders';
import { ApiError, isApiError } from '@/lib/api-client';
import { chileDayKey } from '@/lib/chile-time';

import { createBrowserBacking, UnreadableReceivables, type ReceivablesBacking } from './backing';
import { refuse, type Moment } from './changes';
import type { ReceivablesData } from './records';
import type { SeedPurchaseOrder } from './seed';

/**
 * Accounts receivable's store (decision 0023). The spec makes the client master and invoices
 * "an in-memory mock with artificial delays and no server calls": so they live in the browser,
 * one set of records per signed-in user (never another user's), kept across reloads in
 * IndexedDB (backing.ts), and every read or change answers after an artificial 300 to 800 ms,
 * in every build alike. A company's demo portfolio is seeded on its first use (seed.ts), from
 * the company's purchase orders: the one read of the server the store makes. The rules of each
 * change are in changes.ts, what the screens read in views.ts.
 *
 * Records of a shape it does not write (a damaged copy: backing.ts) are refused with
 * STORAGE_UNREADABLE, never seeded over: the screens offer to start again, which keeps that copy
 * aside under `user:<id>:unreadable:<instant>` and starts as a first visit does.
 */

/** Whose records and which of their companies: the signed-in user and the company they work as. */
export type ReceivablesScope = { userId: number; companyId: number };

/** The artificial delay of every call, between `minMs` and `maxMs`. */
export type ReceivablesPacing = { minMs: number; maxMs: number };

/** The delay the area has in the app (the spec gives no figure: decision 0023). */
export const ARTIFICIAL_DELAY: ReceivablesPacing = { minMs: 300, maxMs: 800 };
/** What unit and component tests set (src/testing/setup-tests.ts): no wait at all. */
export const NO_DELAY: ReceivablesPacing = { minMs: 0, maxMs: 0 };

export const STORAGE_FULL =
  'No queda espacio en este navegador para guardar tu cartera de cobranza.';
export const STORAGE_FAILED = 'No se pudo guardar tu cartera de cobranza en este navegador.';
export const STORAGE_UNREADABLE = 'No se pudo leer tu cartera de cobranza en este navegador.';
/** Status of the refusal when the records are there but damaged (422: no retry mends them). */
const DAMAGED = 422;

type StoreConfig = {
  backing: ReceivablesBacking;
  pacing: ReceivablesPacing;
  /** The company's purchase orders, which the demo portfolio bills. */
  loadPurchaseOrders: (companyId: number) => Promise<readonly SeedPurchaseOrder[]>;
  now: () => number;
};

const defaults = (): StoreConfig => ({
  backing: createBrowserBacking(),
  pacing: ARTIFICIAL_DELAY,
  loadPurchaseOrders: (companyId) => getPurchaseOrders(companyId),
  now: () => Date.now(),
});

let config: StoreConfig | null = null;
/** The companies known to be seeded, and the seeds under way, by `userId:companyId`. */
const seeded = new Set<string>();
const seeding = new Map<string, Promise<void>>();

const settings = () => (config ??= defaults());

/**
 * Changes how the store works from now on: the tests give it a backing of their own (a fake
 * IndexedDB, one that fails) and no delay.
 */
export function configureReceivablesStore(changes: Partial<StoreConfig>) {
  config = { ...settings(), ...changes };
  seeded.clear();
  seeding.clear();
}

/** Back to a fresh store: new memory, the app's defaults and the given delay (tests). */
export function resetReceivablesStore(pacing = ARTIFICIAL_DELAY) {
  config = { ...defaults(), pacing };
  seeded.clear();
  seeding.clear();
}

const ownerKey = (scope: ReceivablesScope) => `user:${scope.userId}`;

function moment(): Moment {
  const now = settings().now();
  return { now: new Date(now).toISOString(), today: chileDayKey(now)! };
}

function pause() {
  const { minMs, maxMs } = settings().pacing;
  const ms = minMs + Math.round(Math.random() * (maxMs - minMs));
  return ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}

/** What the browser refused (full, blocked, gone) as the screens show it; a refusal as it is. */
function asRefusal(error: unknown, reading = false) {
  if (error instanceof ApiError) return error;
  if (error instanceof UnreadableReceivables) return refuse(DAMAGED, STORAGE_UNREADABLE);
  if (reading) return refuse(507, STORAGE_UNREADABLE);
  const full = error instanceof DOMException && error.name === 'QuotaExceededError';
  return refuse(507, full ? STORAGE_FULL : STORAGE_FAILED);
}

async function read(scope: ReceivablesScope) {
  try {
    return await settings().backing.read(ownerKey(scope));
  } catch (error) {
    throw asRefusal(error, true);
  }
}

async function update<T>(scope: ReceivablesScope, change: (data: ReceivablesData) => T) {
  try {
    return await settings().backing.update(ownerKey(scope), change);
  } catch (error) {
    throw asRefusal(error);
  }
}

/** The refusal of records that are there but cannot be read: starting again is the way on. */
export const isUnreadableReceivables = (error: unknown) =>
  isApiError(error) && error.status === DAMAGED && error.message === STORAGE_UNREADABLE;

/** Seeds the company's demo portfolio the first time the user opens it (once, even in two tabs). */
async function seedOnce(scope: ReceivablesScope) {
  const key = `${scope.userId}:${scope.companyId}`;
  if (seeded.has(key)) return;
  let running = seeding.get(key);
  if (!running) {
    running = (async () => {
      const { loadPurchaseOrders, now } = settings();
      const data = await read(scope);
      if (!data.seededCompanies.includes(scope.companyId)) {
        const [{ seedReceivables }, orders] = await Promise.all([
          import('./seed'),
          loadPurchaseOrders(scope.companyId),
        ]);
        await update(scope, (stored) => {
          if (!stored.seededCompanies.includes(scope.companyId)) {
            seedReceivables(stored, scope.companyId, orders, now());
          }
        });
      }
      seeded.add(key);
    })().finally(() => seeding.delete(key));
    seeding.set(key, running);
  }
  await running;
}

/** A read of the user's records (the company's portfolio seeded first), after the delay. */
export async function readReceivables<T>(
  scope: ReceivablesScope,
  view: (data: ReceivablesData, today: string) => T,
): Promise<T> {
  await Promise.all([seedOnce(scope), pause()]);
  return view(await read(scope), moment().today);
}

/**
 * A change to the user's records, after the delay (`paced: false` for the second step of one
 * call). What `change` throws (a refusal of changes.ts) leaves the records as they were.
 */
export async function changeReceivables<T>(
  scope: ReceivablesScope,
  change: (data: ReceivablesData, at: Moment) => T,
  { paced = true } = {},
): Promise<T> {
  await Promise.all([seedOnce(scope), paced ? pause() : undefined]);
  const at = moment();
  return update(scope, (data) => change(data, at));
}

/**
 * Starts the user's records again when they cannot be read: the unreadable copy is kept as it
 * is under a key of its own, and the next read seeds the company's demo portfolio, as on a first
 * visit. Records that read (another tab started again first) are left as they are.
 */
export async function startReceivablesAgain(scope: ReceivablesScope) {
  const owner = ownerKey(scope);
  const aside = `${owner}:unreadable:${new Date(settings().now()).toISOString()}`;
  try {
    await settings().backing.startAgain(owner, aside);
  } catch (error) {
    throw asRefusal(error);
  }
  for (const key of seeded) if (key.startsWith(`${scope.userId}:`)) seeded.delete(key);
  return {
    message:
      'Tu cartera de cobranza empezó de nuevo. La copia que no se pudo leer quedó guardada aparte en este navegador.',
  };
}
