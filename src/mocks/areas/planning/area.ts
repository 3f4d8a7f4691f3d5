import { defineArea } from '../../core/area';
import type { PlanningRecords } from './records';
import { seedPlanning } from './seed';

/** What people follow of what comes next (issue 41, decision 0036). Version 1: first version. */
export const planningArea = defineArea<PlanningRecords>({
  name: 'planning',
  version: 1,
  sequences: ['upcomingFollows'],
  dependsOn: ['accounts'],
  seed: seedPlanning,
});
