import type { MockUserQuery } from '@/mocks/areas/search/records';

import { db } from './mock-api';

export type UserQueryRecord = Partial<Omit<MockUserQuery, 'id' | 'createdAt'>> &
  Pick<MockUserQuery, 'id' | 'createdAt'>;

/**
 * Replaces the search history in the mock database with these entries (the demo user's in
 * Comercial Andes SpA unless an entry says otherwise). The mock answers each period from the
 * dates, so freeze `Date` when the dates are fixed.
 */
export function putUserQueries(records: UserQueryRecord[]): MockUserQuery[] {
  return db.write((state) => {
    state.userQueries = records.map((record) => ({
      userId: 1,
      companyId: 1,
      consulta: null,
      json_data: null,
      ...record,
    }));
    return state.userQueries;
  });
}
