import { foldText } from '@/lib/fold-text';

import type { GlobalUser } from '../api/get-global-users';

export type SortKey = 'name' | 'email' | 'companies' | 'plan' | 'profile';
export type SortDirection = 'asc' | 'desc';

const fold = foldText;

/** What a row is searched by: name, e-mail, companies and their RUTs, accents and case aside. */
export const searchText = (user: GlobalUser) =>
  fold(
    [
      user.name,
      user.email,
      ...user.companies.flatMap((company) => [company.businessName, company.rut]),
    ].join(' '),
  );

/** The users whose text holds every word of the query. */
export function filterUsers(
  users: readonly GlobalUser[],
  query: string,
  texts?: Map<number, string>,
) {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...users];
  return users.filter((user) => {
    const text = texts?.get(user.id) ?? searchText(user);
    return words.every((word) => text.includes(word));
  });
}

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

const sortValue: Record<
  SortKey,
  (user: GlobalUser, planName: (id: number | null) => string) => string
> = {
  name: (user) => user.name,
  email: (user) => user.email,
  companies: (user) => user.companies.map((company) => company.businessName).join(', '),
  plan: (user, planName) => planName(user.planId),
  profile: (user) => user.profile ?? '',
};

/** A stable sort (ties keep their order) by one column. */
export function sortUsers(
  users: readonly GlobalUser[],
  key: SortKey,
  direction: SortDirection,
  planName: (id: number | null) => string,
) {
  const sign = direction === 'asc' ? 1 : -1;
  return users
    .map((user, index) => ({ user, index, value: sortValue[key](user, planName) }))
    .sort((a, b) => sign * collator.compare(a.value, b.value) || a.index - b.index)
    .map((entry) => entry.user);
}
