/**
 * The browser session: the storage keys and the exact clearing rules before login/register,
 * before Google sign-in and on logout (decision 0024). Nothing else in the app touches these keys
 * directly.
 */

import { reloadAt } from './page-reload';

export const PRODUCT_PREFIX = 'oportuna_';

export const STORAGE_KEYS = {
  authToken: 'auth_token',
  userData: 'user_data',
  originalAuthToken: 'original_auth_token',
  impersonationData: 'impersonation_data',
  pendingInvitation: 'pendingInvitation',
} as const;

type KeyRule = { keys: readonly string[]; prefixes: readonly string[] };

/** Before login or register (decision 0024). */
export const CLEAR_BEFORE_LOGIN: KeyRule = {
  keys: [
    STORAGE_KEYS.authToken,
    STORAGE_KEYS.userData,
    STORAGE_KEYS.originalAuthToken,
    STORAGE_KEYS.impersonationData,
    STORAGE_KEYS.pendingInvitation,
    'selected_company',
    'user_preferences',
  ],
  prefixes: [PRODUCT_PREFIX, 'auth_', 'user_', 'company_', 'session_'],
};

/** Before a Google sign-in (decision 0024): exactly these keys, nothing by prefix. */
export const CLEAR_BEFORE_GOOGLE: KeyRule = {
  keys: [
    `${PRODUCT_PREFIX}user`,
    `${PRODUCT_PREFIX}companies`,
    STORAGE_KEYS.authToken,
    'session_token',
    STORAGE_KEYS.userData,
    'company_data',
    'selected_company',
  ],
  prefixes: [],
};

/**
 * On logout: the session keys, then every cached and app-prefixed key (company, session,
 * dashboard, chat, preference and draft data), in local and session storage alike.
 */
export const CLEAR_ON_LOGOUT: KeyRule = {
  keys: [
    STORAGE_KEYS.authToken,
    STORAGE_KEYS.userData,
    STORAGE_KEYS.originalAuthToken,
    STORAGE_KEYS.impersonationData,
    STORAGE_KEYS.pendingInvitation,
    'session_token',
    'company_data',
    'selected_company',
    'user_preferences',
  ],
  prefixes: [
    PRODUCT_PREFIX,
    'auth_',
    'user_',
    'company_',
    'session_',
    'dashboard_',
    'chat_',
    'preference',
    'draft_',
  ],
};

export function matchesRule(key: string, rule: KeyRule) {
  return rule.keys.includes(key) || rule.prefixes.some((prefix) => key.startsWith(prefix));
}

/** Removes every key of `storage` that the rule names; returns the removed keys. */
export function clearByRule(storage: Storage, rule: KeyRule): string[] {
  const doomed: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null && matchesRule(key, rule)) doomed.push(key);
  }
  for (const key of doomed) storage.removeItem(key);
  return doomed;
}

/*
 * A sign-in also starts this tab's session storage clean of the app's keys (the logout rule):
 * a session that ended without a logout must not hand its chat, grid rows or navigation to the
 * next person who signs in here (issue 39).
 */
export function clearBeforeLogin() {
  clearByRule(localStorage, CLEAR_BEFORE_LOGIN);
  clearByRule(sessionStorage, CLEAR_ON_LOGOUT);
}

export function clearBeforeGoogleSignIn() {
  clearByRule(localStorage, CLEAR_BEFORE_GOOGLE);
  clearByRule(sessionStorage, CLEAR_ON_LOGOUT);
}

export function clearOnLogout() {
  clearByRule(localStorage, CLEAR_ON_LOGOUT);
  clearByRule(sessionStorage, CLEAR_ON_LOGOUT);
}

/* ---------------------------------------------------------------- token ---- */

const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  const token = localStorage.getItem(STORAGE_KEYS.authToken);
  return token && token.trim() ? token : null;
}

export function isAuthenticated() {
  return getToken() !== null;
}

/**
 * Another tab ended the session: this tab's own session storage (navigation state, column
 * layout, dismissed banners, chat) goes, and the tab loads afresh (a protected page as the
 * landing page), as logout's own tab does: what its memory held of the person (the query cache,
 * the chat, the grid's rows) must not meet whoever signs in here next (issue 39).
 */
function leaveEndedSession() {
  clearByRule(sessionStorage, CLEAR_ON_LOGOUT);
  const { pathname, search, hash } = window.location;
  reloadAt(pathname.startsWith('/dashboard') ? '/' : `${pathname}${search}${hash}`, 0);
}

/** Subscribe to token changes, in this tab and in the others (storage events). */
export function subscribeToSession(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== STORAGE_KEYS.authToken) return;
    if (event.key === null || event.newValue === null) leaveEndedSession();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Who is signed in, as a short name for the keys of what the browser keeps for them (the chat's
 * conversation, the recent opportunities): a digest of the session's token (FNV-1a), never the
 * token itself. Another user, or the same one acting as someone else, is another owner; no
 * session is 'nadie'.
 */
export function sessionOwner(): string {
  const token = getToken();
  if (!token) return 'nadie';
  let hash = 0x811c9dc5;
  for (let index = 0; index < token.length; index += 1) {
    hash ^= token.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

export function storeSession(token: string, user?: unknown) {
  localStorage.setItem(STORAGE_KEYS.authToken, token);
  if (user !== undefined) localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(user));
  emit();
}

/** Login failure (decision 0024): the stored session goes, nothing else. */
export function clearStoredSession() {
  for (const key of [
    STORAGE_KEYS.authToken,
    STORAGE_KEYS.userData,
    STORAGE_KEYS.originalAuthToken,
    STORAGE_KEYS.impersonationData,
  ]) {
    localStorage.removeItem(key);
  }
  emit();
}

/**
 * Clears before a sign-in but keeps an invitation the visitor chose to accept: it is accepted
 * right after the sign-in succeeds (decision 0007), so the clearing must not lose it.
 */
export function clearKeepingPendingInvitation(clear: () => void) {
  const pending = readPendingInvitation();
  clear();
  if (pending) storePendingInvitation(pending);
  return pending;
}

export function endSession() {
  clearOnLogout();
  emit();
}

/* -------------------------------------------------------- impersonation ---- */

export type ImpersonationData = { targetUserId: number; targetUserName: string };

/** A stable snapshot for useSyncExternalStore: the stored text, or null when not active. */
export function getImpersonationSnapshot(): string | null {
  if (!localStorage.getItem(STORAGE_KEYS.originalAuthToken)) return null;
  return localStorage.getItem(STORAGE_KEYS.impersonationData);
}

export function readImpersonation(): ImpersonationData | null {
  return parseImpersonation(getImpersonationSnapshot());
}

export function parseImpersonation(raw: string | null): ImpersonationData | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (
      parsed &&
      typeof parsed === 'object' &&
      'targetUserId' in parsed &&
      typeof parsed.targetUserId === 'number' &&
      'targetUserName' in parsed &&
      typeof parsed.targetUserName === 'string'
    ) {
      return { targetUserId: parsed.targetUserId, targetUserName: parsed.targetUserName };
    }
  } catch {
    // A corrupt entry is the same as none.
  }
  return null;
}

/*
 * Starts and stops can cross (a second 'Suplantar' answered after 'Finalizar', a start still
 * on its way when the stop is pressed). Each stop opens a new epoch; a start asked in an older
 * epoch is not applied (useStartImpersonation), so a stop always ends as the staff member.
 */
let impersonationEpoch = 0;

/** The epoch a start is asked in; it is applied only if no stop came since. */
export const currentImpersonationEpoch = () => impersonationEpoch;

export function startImpersonation(data: ImpersonationData, impersonatedToken: string) {
  // Already acting as someone: the staff member's own token stays the one to go back to.
  const original = localStorage.getItem(STORAGE_KEYS.originalAuthToken) ?? getToken();
  if (!original) throw new Error('No token available');
  localStorage.setItem(STORAGE_KEYS.originalAuthToken, original);
  localStorage.setItem(STORAGE_KEYS.impersonationData, JSON.stringify(data));
  localStorage.setItem(STORAGE_KEYS.authToken, impersonatedToken);
  localStorage.removeItem(STORAGE_KEYS.userData);
  emit();
}

/** No start asked before now is applied: a stop pressed while one is on its way. */
export function cancelImpersonationStarts() {
  impersonationEpoch += 1;
}

export function stopImpersonation() {
  cancelImpersonationStarts();
  const original = localStorage.getItem(STORAGE_KEYS.originalAuthToken);
  if (!original) throw new Error('No hay una suplantación activa');
  localStorage.setItem(STORAGE_KEYS.authToken, original);
  localStorage.removeItem(STORAGE_KEYS.originalAuthToken);
  localStorage.removeItem(STORAGE_KEYS.impersonationData);
  localStorage.removeItem(STORAGE_KEYS.userData);
  emit();
}

/* ---------------------------------------------------- pending invitation ---- */

export type PendingInvitation = { token: string; companyId: string; companyName?: string };

export function storePendingInvitation(invitation: PendingInvitation) {
  localStorage.setItem(STORAGE_KEYS.pendingInvitation, JSON.stringify(invitation));
}

export function readPendingInvitation(): PendingInvitation | null {
  const raw = localStorage.getItem(STORAGE_KEYS.pendingInvitation);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (
      parsed &&
      typeof parsed === 'object' &&
      'token' in parsed &&
      typeof parsed.token === 'string' &&
      'companyId' in parsed &&
      (typeof parsed.companyId === 'string' || typeof parsed.companyId === 'number')
    ) {
      const companyName =
        'companyName' in parsed && typeof parsed.companyName === 'string'
          ? parsed.companyName
          : undefined;
      return { token: parsed.token, companyId: String(parsed.companyId), companyName };
    }
  } catch {
    // Ignore a corrupt entry.
  }
  return null;
}

export function clearPendingInvitation() {
  localStorage.removeItem(STORAGE_KEYS.pendingInvitation);
}
