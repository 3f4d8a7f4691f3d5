import { defineArea } from '../../core/area';
import type { SearchRecords } from './records';
import { seedSearchWork } from './seed';

/**
 * The users' search work. Dates are relative to the moment of seeding.
 * Version 1: as in database version 3.
 */
export const searchArea = defineArea<SearchRecords>({
  name: 'search',
  version: 1,
  sequences: ['userQueries', 'savedSearches'],
  dependsOn: ['accounts'],
  seed: () => seedSearchWork(Date.now()),
});
