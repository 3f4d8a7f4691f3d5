import type { UserQuery } from '../api/get-user-queries';

/** What a query without text is called, in the sidebar and on the history page (decision 0008). */
export const UNTITLED_QUERY = 'Consulta sin título';

export function queryTitle(query: Pick<UserQuery, 'consulta'>) {
  const text = query.consulta?.trim();
  return text ? text : UNTITLED_QUERY;
}

/** Newest first, whatever order the server used (the id breaks a tie). */
export function newestFirst<T extends Pick<UserQuery, 'id' | 'createdAt'>>(entries: readonly T[]) {
  return [...entries].sort(
    (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id,
  );
}
