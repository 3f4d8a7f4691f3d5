import { hashText } from '@/lib/random';

import type { MockOpportunity } from './opportunities';

/**
 * Whether an agile purchase gives priority to small (EMT) or local suppliers (decision 0030): the
 * buyer's choice, drawn from the code so it is the same on every run without moving the
 * catalogue's seed. About 45 % favour EMTs and 30 % local suppliers; tenders have none.
 */
export function agilePreferences(record: Pick<MockOpportunity, 'code' | 'type'>) {
  if (record.type !== 'COT') return null;
  const draw = hashText(`preferencias:${record.code}`);
  return { emt: draw % 100 < 45, local: Math.floor(draw / 100) % 100 < 30 };
}
