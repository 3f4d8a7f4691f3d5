import { db } from '../../core/database';
import type { ActivityRecords, MockActivityKind } from './records';

/** The newest entries a company's feed keeps, so localStorage stays small. */
export const ACTIVITY_LIMIT = 3_000;

/**
 * Writes one line of the company's activity feed (decision 0022). Handlers call it inside their
 * own `db.write`, so the action and its record are saved together.
 */
export function recordActivity(
  state: ActivityRecords,
  entry: {
    companyId: number;
    userId: number;
    kind: MockActivityKind;
    detail: string;
    opportunity?: { code: string; name: string | null } | null;
  },
) {
  state.activities.push({
    id: db.nextId('activities'),
    companyId: entry.companyId,
    userId: entry.userId,
    kind: entry.kind,
    createdAt: new Date().toISOString(),
    opportunityCode: entry.opportunity?.code ?? null,
    opportunityName: entry.opportunity?.name ?? null,
    detail: entry.detail.length > 160 ? `${entry.detail.slice(0, 157)}…` : entry.detail,
  });
  const mine = state.activities.filter((activity) => activity.companyId === entry.companyId);
  if (mine.length > ACTIVITY_LIMIT) {
    const dropped = new Set(mine.slice(0, mine.length - ACTIVITY_LIMIT));
    state.activities = state.activities.filter((activity) => !dropped.has(activity));
  }
}
