import { seedSearchWork } from '../../seed/searches';
import { defineArea } from '../area';
import type { MockSavedSearch, MockUserQuery } from '../schema';

export type SearchRecords = {
  /** Every search a user ran (the history sidebar). */
  userQueries: MockUserQuery[];
  savedSearches: MockSavedSearch[];
};

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
