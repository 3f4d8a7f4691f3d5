import { useDeferredValue, useMemo, useState } from 'react';

import type { GlobalUser } from '../api/get-global-users';
import { planName } from '../lib/user-labels';
import {
  filterUsers,
  searchText,
  sortUsers,
  type SortDirection,
  type SortKey,
} from '../lib/user-list';

export type UserSort = { key: SortKey; direction: SortDirection };

/**
 * The users table's search and sort: the rows to draw, sorted then filtered (the query is
 * deferred, so typing stays quick over thousands). Sorting by the same column again reverses it.
 */
export function useUserList(users: GlobalUser[] | undefined) {
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [sort, setSort] = useState<UserSort>({ key: 'name', direction: 'asc' });

  const texts = useMemo(
    () => new Map((users ?? []).map((user) => [user.id, searchText(user)])),
    [users],
  );
  const sorted = useMemo(
    () => sortUsers(users ?? [], sort.key, sort.direction, planName),
    [users, sort],
  );
  const rows = useMemo(
    () => filterUsers(sorted, deferredQuery, texts),
    [sorted, deferredQuery, texts],
  );

  const sortBy = (key: SortKey) =>
    setSort((current) => ({
      key,
      direction: current.key === key && current.direction === 'asc' ? 'desc' : 'asc',
    }));

  return { query, setQuery, sort, sortBy, rows };
}
