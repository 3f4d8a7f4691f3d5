import fc from 'fast-check';

import {
  RECEIVABLES_DATABASE_NAME,
  RECEIVABLES_OBJECT_STORE,
} from '@/features/receivables/store/backing';
import type { ReceivablesData } from '@/features/receivables/store/records';

import {
  changedAt,
  HUGE_STRING_LENGTH,
  isObject,
  jsonType,
  placesIn,
  valueAt,
  type Json,
  type JsonPath,
} from './json-places';

/*
 * For the tests: a user's records as a browser may hold them damaged (another build's, an
 * extension's, a write cut short), generated from a good set the way src/testing/contract-breaking.ts
 * breaks the server's answers, and the raw IndexedDB entries, read and written past the store's
 * check. No screen imports this.
 */

/** One way of damaging the records. `at` picks a place in them (modulo the places they have). */
export type Damage =
  | { kind: 'drop-field'; at: number }
  | { kind: 'wrong-type'; at: number; value: Json }
  | { kind: 'extra-nesting'; at: number }
  | { kind: 'empty-list'; at: number }
  | { kind: 'empty-lists' }
  | { kind: 'repeat-row'; at: number }
  | { kind: 'huge-strings'; at: number; count: number; fill: string }
  | { kind: 'other-version'; version: Json }
  | { kind: 'no-records'; value: Json };

/** The generated damages, each kind as likely as the others. */
export const damageArbitrary: fc.Arbitrary<Damage> = fc.oneof(
  fc.record({ kind: fc.constant('drop-field' as const), at: fc.nat() }),
  fc.record({
    kind: fc.constant('wrong-type' as const),
    at: fc.nat(),
    value: fc.oneof<fc.Arbitrary<Json>[]>(
      fc.constant(null),
      fc.boolean(),
      fc.integer(),
      fc.string({ maxLength: 12 }),
      fc.constant<Json>([]),
      fc.constant<Json>({}),
      fc.constant<Json>({ nombre: 'Hospital' }),
    ),
  }),
  fc.record({ kind: fc.constant('extra-nesting' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('empty-list' as const), at: fc.nat() }),
  fc.constant({ kind: 'empty-lists' as const }),
  fc.record({ kind: fc.constant('repeat-row' as const), at: fc.nat() }),
  fc.record({
    kind: fc.constant('huge-strings' as const),
    at: fc.nat(),
    count: fc.integer({ min: 1, max: 5 }),
    fill: fc.string({ minLength: 1, maxLength: 8 }),
  }),
  fc.record({
    kind: fc.constant('other-version' as const),
    version: fc.constantFrom<Json>(0, 2, '1', null),
  }),
  fc.record({
    kind: fc.constant('no-records' as const),
    value: fc.constantFrom<Json>(null, '', 42, true, [], {}, { version: 1 }),
  }),
);

/** `records` damaged by `damage` (a new value; `records` is left as it was). */
export function damaged(records: ReceivablesData, damage: Damage): unknown {
  const root = records as unknown as Json;
  const places = placesIn(root);
  const pick = <T>(list: readonly T[], at: number) => list[at % list.length]!;
  const where = (test: (value: Json, path: JsonPath) => boolean) =>
    places.filter((path) => test(valueAt(root, path), path));
  switch (damage.kind) {
    case 'no-records':
      return damage.value;
    case 'other-version':
      return { ...records, version: damage.version };
    case 'empty-lists':
      return JSON.parse(
        JSON.stringify(records, (_, value: Json) => (Array.isArray(value) ? [] : value)),
      );
    case 'drop-field':
      return changedAt(
        root,
        pick(
          where((_, path) => typeof path.at(-1) === 'string'),
          damage.at,
        ),
        () => undefined,
      );
    case 'wrong-type':
      return changedAt(root, pick(places, damage.at), (value) =>
        jsonType(damage.value) !== jsonType(value)
          ? damage.value
          : typeof value === 'string'
            ? 0
            : 'texto',
      );
    case 'extra-nesting':
      return changedAt(root, pick(places, damage.at), (value) => ({ data: value }));
    case 'empty-list':
      return changedAt(root, pick(where(Array.isArray), damage.at), () => []);
    case 'repeat-row': {
      // A row written twice (a write repeated half-way): the same record, the same id.
      const rows = where((value, path) => isObject(value) && typeof path.at(-1) === 'number');
      const row = pick(rows, damage.at);
      return changedAt(root, row.slice(0, -1), (list) => [...(list as Json[]), valueAt(root, row)]);
    }
    case 'huge-strings': {
      const texts = where((value) => typeof value === 'string');
      const huge = damage.fill.repeat(Math.ceil(HUGE_STRING_LENGTH / damage.fill.length));
      let body = root;
      for (let step = 0; step < Math.min(damage.count, texts.length); step += 1) {
        // Each place its own text: two equal texts would be another damage than this one.
        const text = `${step}${huge}`.slice(0, HUGE_STRING_LENGTH);
        body = changedAt(body, texts[(damage.at + step) % texts.length]!, () => text);
      }
      return body;
    }
  }
}

/* ------------------------------------------------------- raw IndexedDB ---- */

/**
 * Runs one request on the receivables' object store of `factory`'s database (opened, and made,
 * by the store's own backing first: createIndexedDbBacking(factory).ready()).
 */
function onStore<T>(
  factory: IDBFactory,
  mode: IDBTransactionMode,
  request: (store: IDBObjectStore) => IDBRequest<T>,
) {
  return new Promise<T>((resolve, reject) => {
    const opening = factory.open(RECEIVABLES_DATABASE_NAME, 1);
    opening.onerror = () => reject(opening.error);
    opening.onsuccess = () => {
      const database = opening.result;
      const transaction = database.transaction(RECEIVABLES_OBJECT_STORE, mode);
      const result = request(transaction.objectStore(RECEIVABLES_OBJECT_STORE));
      transaction.oncomplete = () => {
        database.close();
        resolve(result.result);
      };
      transaction.onabort = () => {
        database.close();
        reject(transaction.error);
      };
    };
  });
}

/** Writes a user's entry as it is, past the store's check: `{ owner, data }`. */
export const putEntry = (factory: IDBFactory, owner: string, data: unknown) =>
  onStore(factory, 'readwrite', (store) => store.put({ owner, data }));

/** Every entry in the database, as stored, by key. */
export const storedEntries = (factory: IDBFactory) =>
  onStore(factory, 'readonly', (store) => store.getAll()) as Promise<
    { owner: string; data: unknown }[]
  >;
