import { defineArea } from '../../core/area';
import type { ReceivableRecords } from '../receivables/records';
import type { WorkRecords } from './records';
import { seedWork } from './seed';

/** What the work area stores: its own records and accounts receivable's, seeded together. */
type StoredWorkRecords = WorkRecords & ReceivableRecords;

/**
 * Work management (decision 0022): tasks, the activity feed, the bids sent with their outcome,
 * and the purchase orders of those won. Version 1: first version. Version 2: the seed moment is
 * kept (`workSeed`), so past opportunities' details can be generated again. Version 3: past
 * codes never repeat one of the catalogue's. Version 4: the seeded activities
 * fall within working hours. Version 5: accounts receivable (decision 0023) of the allow-listed
 * user's company, whose bids and purchase orders are seeded too; purchase orders carry their
 * buyer's real RUT. Accounts receivable's records (areas/receivables) are stored here: their
 * seed grows out of the bids this seed wins.
 */
/**
 * The last seed and the minute it was made for. A year of bids takes about 80 ms to generate
 * (twelve past catalogues); Vitest resets the database after every test, so within a minute a
 * reset gets a copy of the same seed instead (a few ms). The seed moment is that minute.
 */
let lastSeed: { minute: number; records: StoredWorkRecords } | null = null;
const MINUTE_MS = 60_000;

function seedOfThisMinute(): StoredWorkRecords {
  const minute = Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;
  if (lastSeed?.minute !== minute) lastSeed = { minute, records: seedWork(minute) };
  return structuredClone(lastSeed.records);
}

export const workArea = defineArea<StoredWorkRecords>({
  name: 'work',
  version: 5,
  sequences: [
    'tasks',
    'activities',
    'applications',
    'receivableClients',
    'receivableContacts',
    'invoices',
    'invoicePayments',
    'paymentCommitments',
  ],
  dependsOn: ['accounts', 'tags'],
  seed: seedOfThisMinute,
});
