import type { SavedSearch } from '@/features/saved-searches/api/saved-search-schema';
import { buildSearchJson, type SearchParams } from '@/lib/search-json';
import type { MockSavedSearch } from '@/mocks/areas/search/records';

import { db } from './mock-api';

const DEFAULT_QUERY = 'insumos médicos para hospitales';

/** A saved search as the API sends it, for tests of pure logic over the client's type. */
export function makeSavedSearch(
  overrides: Partial<SavedSearch> & { params?: SearchParams } = {},
): SavedSearch {
  const { params, ...rest } = overrides;
  const id = rest.id ?? 1000;
  return {
    id,
    name: `Búsqueda ${id}`,
    json_data: buildSearchJson(params ?? { query: DEFAULT_QUERY }),
    sendEmail: false,
    notificationTimes: [],
    createdAt: '2026-03-03T12:00:00.000Z',
    lastSentAt: null,
    isAdvancedSearch: false,
    company: { id: 1, business_name: 'Comercial Andes SpA' },
    notifyUsers: [],
    email: null,
    emailNotification: false,
    ...rest,
  };
}

export type SavedSearchRecord = Partial<Omit<MockSavedSearch, 'jsonData'>> & {
  id: number;
  name: string;
  params?: SearchParams;
};

/**
 * Replaces every saved search in the mock database with these (the demo user's in Comercial
 * Andes SpA unless a record says otherwise), so a test starts from exactly the list it names.
 * New saves get ids after the largest one here.
 */
export function putSavedSearches(records: SavedSearchRecord[]): MockSavedSearch[] {
  return db.write((state) => {
    state.savedSearches = records.map(({ params, ...record }) => ({
      userId: 1,
      companyId: 1,
      jsonData: buildSearchJson(params ?? { query: DEFAULT_QUERY }),
      sendEmail: false,
      notificationTimes: [],
      notifyUserIds: [],
      createdAt: '2026-03-03T12:00:00.000Z',
      lastSentAt: null,
      ...record,
    }));
    return state.savedSearches;
  });
}
