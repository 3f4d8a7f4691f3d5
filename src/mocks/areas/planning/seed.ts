import type { PlanningRecords } from './records';

/** Nobody follows anything yet: the demo follows a line in the journey. */
export function seedPlanning(): PlanningRecords {
  return { upcomingFollows: [], upcomingCalls: [] };
}
