import { paths, safeInternalPath } from '@/config/paths';
import type { SearchParams } from '@/lib/search-json';

import {
  opportunitySummarySchema,
  type OpportunitySummary,
} from '@/entities/opportunity/api/opportunity-schema';
import type { GridView } from './grid-view';

/**
 * The saved navigation state (decision 0008): the list the user opened an
 * opportunity from, so the detail page can step to the previous and next one and the grid can
 * come back exactly as it was. Pure functions only; the store (navigation-store.ts) keeps it in
 * memory and mirrors it to session storage.
 */

export const NAVIGATION_STATE_VERSION = '1.0';
export const NAVIGATION_MAX_AGE_MS = 24 * 60 * 60 * 1000;
export const NAVIGATION_MAX_SIZE_BYTES = 5 * 1024 * 1024;
export const NAVIGATION_CLEANUP_INTERVAL_MS = 60_000;
export const NAVIGATION_STORAGE_KEY = 'oportuna_opportunity_navigation';
export const DEFAULT_ORIGIN = paths.dashboard.root.getHref();

export type DashboardState = {
  hasSearched: boolean;
  currentPage: number;
  totalOpportunities: number;
  searchParams: SearchParams | null;
  opportunities: OpportunitySummary[];
  /** How the grid looked, so coming back restores it (not in the spec's list; optional). */
  view?: GridView;
};

export type NavigationState = {
  allOpportunities: OpportunitySummary[];
  currentOpportunityIndex: number;
  dashboardState: DashboardState | null;
  originUrl: string;
  timestamp: number;
  version: typeof NAVIGATION_STATE_VERSION;
};

/* ---------------------------------------------------------- validation ---- */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

// Each row is checked against the API's own schema: a stored row from an older shape would
// otherwise reach the detail page as `undefined` fields.
function isOpportunityList(value: unknown): value is OpportunitySummary[] {
  return (
    Array.isArray(value) && value.every((item) => opportunitySummarySchema.safeParse(item).success)
  );
}

function isGridView(value: unknown): value is NonNullable<DashboardState['view']> {
  if (!isRecord(value)) return false;
  const { scrollTop, selectedCodes, sort, scope, quickFilter } = value;
  const sortOk =
    sort === null ||
    (isRecord(sort) &&
      typeof sort.columnId === 'string' &&
      (sort.direction === 'asc' || sort.direction === 'desc'));
  return (
    isFiniteNumber(scrollTop) &&
    Array.isArray(selectedCodes) &&
    selectedCodes.every((code) => typeof code === 'string') &&
    sortOk &&
    (scope === undefined || scope === 'open' || scope === 'all') &&
    typeof quickFilter === 'string'
  );
}

/**
 * The spec asks only for "null or an object"; the fields the grid reads back are checked too,
 * so a restored grid never meets a missing list.
 */
function isDashboardState(value: unknown): value is DashboardState {
  if (!isRecord(value)) return false;
  return (
    typeof value.hasSearched === 'boolean' &&
    isFiniteNumber(value.currentPage) &&
    isFiniteNumber(value.totalOpportunities) &&
    (value.searchParams === null ||
      (isRecord(value.searchParams) && typeof value.searchParams.query === 'string')) &&
    isOpportunityList(value.opportunities) &&
    (value.view === undefined || isGridView(value.view))
  );
}

function hasValidRules(
  value: Record<string, unknown>,
  isList: (value: unknown) => value is OpportunitySummary[],
  isDashboard: (value: unknown) => boolean,
): value is NavigationState {
  const { allOpportunities, currentOpportunityIndex, dashboardState, originUrl, timestamp } = value;
  if (value.version !== NAVIGATION_STATE_VERSION) return false;
  if (!isList(allOpportunities)) return false;
  if (!Number.isInteger(currentOpportunityIndex)) return false;
  if (!isFiniteNumber(timestamp)) return false;
  if (typeof originUrl !== 'string') return false;
  if (dashboardState !== null && !isDashboard(dashboardState)) return false;
  if ((dashboardState as DashboardState | null)?.hasSearched && allOpportunities.length === 0) {
    return false;
  }
  const index = currentOpportunityIndex as number;
  if (allOpportunities.length === 0) return index === 0;
  return index >= 0 && index < allOpportunities.length;
}

/**
 * Valid only with an opportunities array, a numeric index, a numeric timestamp
 * and a dashboard state that is null or an object; invalid when a search was done but no
 * opportunities exist. Also: version 1.0, a text origin and an index inside the list (0 for an
 * empty list). For untrusted input (session storage): every row is checked against the API's
 * schema, which costs tens of milliseconds for thousands of rows.
 */
export function isValidNavigationState(value: unknown): value is NavigationState {
  return isRecord(value) && hasValidRules(value, isOpportunityList, isDashboardState);
}

/**
 * The same rules for a state the app built itself from parsed API rows: the rows are trusted,
 * so setting a state of thousands of rows stays instant.
 */
export function isConsistentNavigationState(state: NavigationState): boolean {
  return hasValidRules(
    state as unknown as Record<string, unknown>,
    (list): list is OpportunitySummary[] => Array.isArray(list),
    (dashboard) => isRecord(dashboard) && Array.isArray(dashboard.opportunities),
  );
}

function toMs(now: Date | number) {
  return typeof now === 'number' ? now : now.getTime();
}

/** Older than 24 hours (decision 0008). */
export function isExpired(state: Pick<NavigationState, 'timestamp'>, now: Date | number): boolean {
  return toMs(now) - state.timestamp > NAVIGATION_MAX_AGE_MS;
}

/**
 * Bytes the state takes in Web Storage. Browsers keep storage strings as UTF-16 and count their
 * quota that way, so this is the JSON's length in UTF-16 code units times 2, not its UTF-8 size.
 */
export function serializedSize(state: NavigationState): number {
  return JSON.stringify(state).length * 2;
}

/** At most 5 MB (decision 0008); larger states stay in memory only. */
export function canPersist(state: NavigationState): boolean {
  return serializedSize(state) <= NAVIGATION_MAX_SIZE_BYTES;
}

/* --------------------------------------------------------- transitions ---- */

export function createNavigationState({
  opportunities,
  index,
  dashboardState = null,
  originUrl = DEFAULT_ORIGIN,
  now,
}: {
  opportunities: readonly OpportunitySummary[];
  index: number;
  dashboardState?: DashboardState | null;
  originUrl?: string;
  now: Date | number;
}): NavigationState {
  const last = Math.max(0, opportunities.length - 1);
  const safeIndex = Number.isInteger(index) ? Math.min(Math.max(index, 0), last) : 0;
  return {
    allOpportunities: [...opportunities],
    currentOpportunityIndex: safeIndex,
    dashboardState,
    // The origin is where "back to results" leads: never anything but one of our own paths.
    originUrl: safeInternalPath(originUrl, DEFAULT_ORIGIN),
    timestamp: toMs(now),
    version: NAVIGATION_STATE_VERSION,
  };
}

/** One step back or forward; null at either end (the list does not wrap around). */
export function step(
  state: NavigationState,
  delta: 1 | -1,
): { state: NavigationState; opportunity: OpportunitySummary } | null {
  const index = state.currentOpportunityIndex + delta;
  const opportunity = state.allOpportunities[index];
  if (index < 0 || !opportunity) return null;
  return { state: { ...state, currentOpportunityIndex: index }, opportunity };
}

/** Moves to a given code (e.g. the detail page opened by URL); null when it is not in the list. */
export function focusOpportunity(state: NavigationState, codigo: string): NavigationState | null {
  const index = state.allOpportunities.findIndex((item) => item.codigo === codigo);
  if (index === -1) return null;
  return index === state.currentOpportunityIndex
    ? state
    : { ...state, currentOpportunityIndex: index };
}

export type OpportunityPatch = Partial<Omit<OpportunitySummary, 'codigo'>>;

/**
 * Changes one opportunity (its tags, its task count) in both lists, so the grid shows the change
 * when the user goes back. Unchanged state when the code is not there.
 */
export function updateOpportunity(
  state: NavigationState,
  codigo: string,
  patch: OpportunityPatch,
): NavigationState {
  const apply = (list: OpportunitySummary[]) => {
    let changed = false;
    const next = list.map((item) => {
      if (item.codigo !== codigo) return item;
      changed = true;
      return { ...item, ...patch, codigo };
    });
    return changed ? next : list;
  };
  const allOpportunities = apply(state.allOpportunities);
  const dashboardOpportunities = state.dashboardState
    ? apply(state.dashboardState.opportunities)
    : null;
  if (
    allOpportunities === state.allOpportunities &&
    dashboardOpportunities === (state.dashboardState?.opportunities ?? null)
  ) {
    return state;
  }
  return {
    ...state,
    allOpportunities,
    dashboardState:
      state.dashboardState && dashboardOpportunities
        ? { ...state.dashboardState, opportunities: dashboardOpportunities }
        : state.dashboardState,
  };
}

export function neighbours(state: NavigationState): {
  previous?: OpportunitySummary;
  next?: OpportunitySummary;
  /** 1-based, for 'n de N'. */
  position: number;
  total: number;
} {
  const index = state.currentOpportunityIndex;
  return {
    previous: index > 0 ? state.allOpportunities[index - 1] : undefined,
    next: state.allOpportunities[index + 1],
    position: index + 1,
    total: state.allOpportunities.length,
  };
}

/* ----------------------------------------------------------- routing ---- */

const OPPORTUNITY_PREFIX = paths.dashboard.opportunity.getHref('');

function pathnameOf(url: string) {
  try {
    return normalisePath(new URL(url, 'http://internal.invalid').pathname);
  } catch {
    return normalisePath(url);
  }
}

function normalisePath(pathname: string) {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * The state goes when the user leaves for a page that is neither the origin nor
 * an opportunity detail. A different saved search is a different origin
 * (/dashboard/saved-search/{id} compared whole), so it clears too.
 */
export function shouldClearOnNavigate(state: NavigationState | null, pathname: string): boolean {
  if (!state) return false;
  const target = normalisePath(pathname);
  if (target.startsWith(OPPORTUNITY_PREFIX) && target.length > OPPORTUNITY_PREFIX.length) {
    return false;
  }
  return target !== pathnameOf(state.originUrl);
}

/**
 * The results a page left behind when the user opened one of them: the saved dashboard state,
 * when the state's origin is this page (same path) and it holds a list. A page coming back to
 * its results restores them from here (rows, view); any other page starts afresh.
 */
export function returningDashboardState(
  state: NavigationState | null,
  originUrl: string,
): DashboardState | null {
  const dashboard = state?.dashboardState;
  if (!state || !dashboard?.hasSearched) return null;
  return pathnameOf(state.originUrl) === pathnameOf(originUrl) ? dashboard : null;
}
