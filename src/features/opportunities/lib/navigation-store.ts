import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { create } from 'zustand';

import { onPageLeave } from '@/lib/page-leave';
import { sessionOwner } from '@/lib/session';

import type { OpportunitySummary } from '@/entities/opportunity/api/opportunity-schema';
import {
  isConsistentNavigationState,
  isExpired,
  isValidNavigationState,
  NAVIGATION_CLEANUP_INTERVAL_MS,
  NAVIGATION_MAX_SIZE_BYTES,
  NAVIGATION_STORAGE_KEY,
  shouldClearOnNavigate,
  step,
  updateOpportunity,
  type NavigationState,
  type OpportunityPatch,
} from './navigation-state';

/**
 * The navigation state's home (decision 0008): always in memory, mirrored to session storage so
 * a reload of the detail page keeps previous/next. Storage is best effort: a state above 5 MB is
 * not written, and a full quota drops what was stored while the tab keeps working from memory.
 *
 * The mirror is written when the page is hidden or left (`visibilitychange`, `pagehide`: a reload
 * fires both), not on the press that opened a result: serialising a broad search's list took
 * 95–130 ms of the click (issue 41's bench profile). A cleared state is removed at once.
 */

/** The cleanup log key: it holds the last periodic cleanup (decision 0008). */
export const NAVIGATION_CLEANUP_LOG_KEY = 'oportuna_navigation_cleanup_log';

function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage access itself can throw (blocked cookies in some browsers).
    return null;
  }
}

function isQuotaExceeded(error: unknown) {
  return (
    error instanceof DOMException &&
    (error.name === 'QuotaExceededError' ||
      error.name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
      error.code === 22 ||
      error.code === 1014)
  );
}

/** Removes the stored state and any other `oportuna_opportunity_navigation*` entry. */
export function clearStoredNavigation() {
  const storage = sessionStore();
  if (!storage) return;
  const doomed: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(NAVIGATION_STORAGE_KEY)) doomed.push(key);
  }
  for (const key of doomed) storage.removeItem(key);
}

function writeStored(state: NavigationState | null) {
  const storage = sessionStore();
  if (!storage) return;
  if (state === null) {
    clearStoredNavigation();
    return;
  }
  const json = JSON.stringify(state);
  // Same measure as serializedSize(): UTF-16 code units times 2. Computed here from the one
  // stringify so a large list is not serialised twice.
  if (json.length * 2 > NAVIGATION_MAX_SIZE_BYTES) {
    // Not saved (spec); an older, smaller state must not come back on reload either.
    storage.removeItem(NAVIGATION_STORAGE_KEY);
    return;
  }
  try {
    storage.setItem(NAVIGATION_STORAGE_KEY, json);
  } catch (error) {
    // Full quota: clear the old state (spec) and keep going from memory. Any other storage
    // failure (private mode) is handled the same way: the feature works without persistence.
    if (isQuotaExceeded(error)) clearStoredNavigation();
    else storage.removeItem(NAVIGATION_STORAGE_KEY);
  }
}

/** The stored state if it is valid and fresh; otherwise the entry is removed and null returned. */
export function readStoredNavigationState(now: number = Date.now()): NavigationState | null {
  const storage = sessionStore();
  const raw = storage?.getItem(NAVIGATION_STORAGE_KEY);
  if (!storage || !raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  if (isValidNavigationState(parsed) && !isExpired(parsed, now)) return parsed;
  storage.removeItem(NAVIGATION_STORAGE_KEY);
  return null;
}

type NavigationStore = {
  state: NavigationState | null;
  set: (state: NavigationState) => void;
  /** Steps forward; returns the opportunity to show, or null at the end of the list. */
  next: () => OpportunitySummary | null;
  /** Steps back; returns the opportunity to show, or null at the start of the list. */
  previous: () => OpportunitySummary | null;
  update: (codigo: string, patch: OpportunityPatch) => void;
  clear: () => void;
  /** Drops an expired or invalid state (memory and storage). */
  cleanup: (now?: number) => void;
};

/** The state still to be mirrored, and whose it is (`undefined`: storage is up to date). */
let unwritten: { state: NavigationState; owner: string } | undefined;

/**
 * Writes the state still to be mirrored, if any (what leaving the page does), unless its owner's
 * session ended or became another's meanwhile (logout, another tab's, an impersonation): the
 * reload that follows a logout must not write the person's results back (issue 39).
 */
function flushNavigationStorage() {
  if (unwritten === undefined) return;
  const { state, owner } = unwritten;
  unwritten = undefined;
  if (owner === sessionOwner()) writeStored(state);
}
onPageLeave(flushNavigationStorage);

export const useNavigationStore = create<NavigationStore>()((setStore, getStore) => {
  const commit = (state: NavigationState | null) => {
    setStore({ state });
    if (state) {
      unwritten = { state, owner: sessionOwner() };
    } else {
      unwritten = undefined;
      writeStored(null);
    }
  };
  const move = (delta: 1 | -1) => {
    const { state } = getStore();
    const moved = state ? step(state, delta) : null;
    if (!moved) return null;
    commit(moved.state);
    return moved.opportunity;
  };
  return {
    state: readStoredNavigationState(),
    set: (state) => commit(isConsistentNavigationState(state) ? state : null),
    next: () => move(1),
    previous: () => move(-1),
    update: (codigo, patch) => {
      const { state } = getStore();
      if (!state) return;
      const next = updateOpportunity(state, codigo, patch);
      if (next !== state) commit(next);
    },
    clear: () => commit(null),
    cleanup: (now = Date.now()) => {
      const { state } = getStore();
      if (state && (!isConsistentNavigationState(state) || isExpired(state, now))) {
        commit(null);
        return;
      }
      // Also drops a stale entry another tab-session left behind while memory is empty.
      if (!state) readStoredNavigationState(now);
    },
  };
});

function writeCleanupLog(now: number) {
  try {
    sessionStore()?.setItem(NAVIGATION_CLEANUP_LOG_KEY, new Date(now).toISOString());
  } catch {
    // The log is diagnostic only; a full storage must not break the cleanup.
  }
}

/** Runs the cleanup every 60 s (decision 0008); returns the function that stops it. */
export function startNavigationCleanup(): () => void {
  const timer = setInterval(() => {
    const now = Date.now();
    useNavigationStore.getState().cleanup(now);
    writeCleanupLog(now);
  }, NAVIGATION_CLEANUP_INTERVAL_MS);
  return () => clearInterval(timer);
}

/**
 * Mount once in the dashboard layout: clears the state when the user leaves for a page that is
 * neither the origin nor an opportunity detail (decision 0008), and runs the periodic cleanup
 * while mounted.
 */
export function useNavigationRouteGuard() {
  const { pathname } = useLocation();

  useEffect(() => startNavigationCleanup(), []);

  useEffect(() => {
    const { state, clear } = useNavigationStore.getState();
    if (shouldClearOnNavigate(state, pathname)) clear();
  }, [pathname]);
}
