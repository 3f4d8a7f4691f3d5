import type { SearchJson } from '@/lib/search-json';

/**
 * The `search` area's records: each user's search history and saved searches.
 */

/** One search the user ran: the history sidebar (decision 0008) lists them by period. */
export type MockUserQuery = {
  id: number;
  userId: number;
  companyId: number;
  /** The prompt text, trimmed; null in rows older than the text column. */
  consulta: string | null;
  /** The full search; null in rows older than it, which re-run from the text alone. */
  json_data: SearchJson | null;
  createdAt: string;
};

/** A saved search with its e-mail alerts (decision 0008). */
export type MockSavedSearch = {
  id: number;
  userId: number;
  companyId: number;
  name: string;
  jsonData: SearchJson;
  sendEmail: boolean;
  notificationTimes: string[];
  notifyUserIds: number[];
  createdAt: string;
  lastSentAt: string | null;
};

export type SearchRecords = {
  /** Every search a user ran (the history sidebar). */
  userQueries: MockUserQuery[];
  savedSearches: MockSavedSearch[];
};
