/** The user's query keys and freshness, apart from the schemas (app/page-data.ts reads them). */

/** User info is cached 5 minutes (decision 0003). */
export const USER_STALE_TIME_MS = 5 * 60_000;

export const userKeys = {
  all: ['user'] as const,
  me: () => [...userKeys.all, 'me'] as const,
};
