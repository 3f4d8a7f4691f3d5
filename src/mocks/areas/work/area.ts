import { defineArea } from '../../core/area';
import type { WorkRecords } from './records';
import { seedWork } from './seed';

/**
 * Work management (decision 0022): tasks, the activity feed, the bids sent with their outcome,
 * and the purchase orders of those won. Version 1: first version. Version 2: the seed moment is
 * kept (`workSeed`), so past opportunities' details can be generated again. Version 3: past
 * codes never repeat one of the catalogue's. Version 4: the seeded activities
 * fall within working hours. Version 5: the allow-listed user's company has bids and purchase
 * orders too; purchase orders carry their buyer's real RUT (the receivables' demo portfolio,
 * seeded in the browser's own store, bills them: decision 0023). Version 6: accounts receivable
 * left the mock for that store, and with it the follow-up tasks of its seeded commitments.
 * Version 7: rivals come from the competition market's supplier directory, and every offer's
 * unit prices add up to its amount (the market reproduces each decided bid, issue 27).
 * Version 8: the bid decisions (decision 0032). Version 9: every bid is sent before its close,
 * awarded at an office hour, and its order issued after the award; a past process ends as its
 * bid did (issue 36).
 */
/**
 * The last seed and the minute it was made for. A year of bids takes about 80 ms to generate
 * (twelve past catalogues); Vitest resets the database after every test, so within a minute a
 * reset gets a copy of the same seed instead (a few ms). The seed moment is that minute.
 */
let lastSeed: { minute: number; records: WorkRecords } | null = null;
const MINUTE_MS = 60_000;

function seedOfThisMinute(): WorkRecords {
  const minute = Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;
  if (lastSeed?.minute !== minute) lastSeed = { minute, records: seedWork(minute) };
  return structuredClone(lastSeed.records);
}

export const workArea = defineArea<WorkRecords>({
  name: 'work',
  version: 9,
  sequences: ['tasks', 'activities', 'applications'],
  dependsOn: ['accounts', 'tags'],
  seed: seedOfThisMinute,
});
