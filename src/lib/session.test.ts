import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';

import {
  CLEAR_BEFORE_GOOGLE,
  CLEAR_BEFORE_LOGIN,
  CLEAR_ON_LOGOUT,
  clearBeforeGoogleSignIn,
  clearBeforeLogin,
  clearOnLogout,
  getToken,
  currentImpersonationEpoch,
  readImpersonation,
  readPendingInvitation,
  startImpersonation,
  stopImpersonation,
  storePendingInvitation,
  storeSession,
} from './session';

vi.mock('./page-reload', () => ({ reloadAt: vi.fn() }));

const KNOWN_KEYS = [
  'auth_token',
  'user_data',
  'original_auth_token',
  'impersonation_data',
  'pendingInvitation',
  'selected_company',
  'user_preferences',
  'session_token',
  'company_data',
  'oportuna_user',
  'oportuna_companies',
  'oportuna_nav_state',
  'auth_refresh',
  'user_x',
  'company_logo',
  'session_started',
  'dashboard_filters',
  'chat_state_1',
  'preferences_theme',
  'draft_saved_search',
  'mockapi.db',
  'mockapi.faults',
  'theme',
  'Auth_token',
  'xoportuna_',
];

/** Any storage content: known keys, near misses and arbitrary names. */
const storageContents = fc.dictionary(
  fc.oneof(fc.constantFrom(...KNOWN_KEYS), fc.string({ minLength: 1, maxLength: 20 })),
  fc.string({ maxLength: 10 }),
);

function fill(storage: Storage, entries: Record<string, string>) {
  storage.clear();
  for (const [key, value] of Object.entries(entries)) storage.setItem(key, value);
}

/** A Map, not an object: a key such as '__proto__' must be data, not a prototype. */
function snapshot(storage: Storage) {
  const entries = new Map<string, string>();
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index)!;
    entries.set(key, storage.getItem(key)!);
  }
  return entries;
}

// Session storage loses the app's keys (the logout rule) at every one of them (issue 39).
describe.each([
  ['before login or register', CLEAR_BEFORE_LOGIN, clearBeforeLogin],
  ['before Google sign-in', CLEAR_BEFORE_GOOGLE, clearBeforeGoogleSignIn],
  ['on logout', CLEAR_ON_LOGOUT, clearOnLogout],
] as const)('clearing %s', (_name, rule, clear) => {
  it('removes exactly the keys the rule names and leaves every other key untouched', () => {
    fc.assert(
      fc.property(storageContents, storageContents, (local, session) => {
        fill(localStorage, local);
        fill(sessionStorage, session);
        clear();
        const expectKept = (
          before: Record<string, string>,
          after: Map<string, string>,
          by: { keys: readonly string[]; prefixes: readonly string[] },
        ) => {
          const beforeKeys = Object.keys(before);
          for (const key of beforeKeys) {
            const doomed =
              by.keys.includes(key) || by.prefixes.some((prefix) => key.startsWith(prefix));
            expect(after.get(key)).toBe(doomed ? undefined : before[key]);
          }
          expect([...after.keys()].every((key) => beforeKeys.includes(key))).toBe(true);
        };
        expectKept(local, snapshot(localStorage), rule);
        expectKept(session, snapshot(sessionStorage), CLEAR_ON_LOGOUT);
      }),
      { numRuns: 200 },
    );
  });
});

describe('the clearing lists of decision 0024', () => {
  it('before login clears the session keys, the pending invitation and the app prefixes', () => {
    expect(CLEAR_BEFORE_LOGIN.keys).toEqual(
      expect.arrayContaining([
        'auth_token',
        'user_data',
        'original_auth_token',
        'impersonation_data',
        'pendingInvitation',
        'selected_company',
        'user_preferences',
      ]),
    );
    expect(CLEAR_BEFORE_LOGIN.prefixes).toEqual([
      'oportuna_',
      'auth_',
      'user_',
      'company_',
      'session_',
    ]);
  });

  it('before Google clears exactly its seven keys and nothing by prefix', () => {
    expect([...CLEAR_BEFORE_GOOGLE.keys].sort()).toEqual(
      [
        'oportuna_user',
        'oportuna_companies',
        'auth_token',
        'session_token',
        'user_data',
        'company_data',
        'selected_company',
      ].sort(),
    );
    expect(CLEAR_BEFORE_GOOGLE.prefixes).toEqual([]);
  });

  it("logout keeps the mock server's own data and the sidebar cookie", () => {
    localStorage.setItem('mockapi.db', '{}');
    localStorage.setItem('auth_token', 't');
    sessionStorage.setItem('oportuna_grid_columns', '[]');
    document.cookie = 'sidebar:state=false; path=/';
    clearOnLogout();
    expect(localStorage.getItem('mockapi.db')).toBe('{}');
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(sessionStorage.getItem('oportuna_grid_columns')).toBeNull();
    expect(document.cookie).toContain('sidebar:state=false');
  });
});

describe('session token', () => {
  it('is authenticated only with a non-blank token', () => {
    expect(getToken()).toBeNull();
    localStorage.setItem('auth_token', '   ');
    expect(getToken()).toBeNull();
    storeSession('abc', { name: 'Ana' });
    expect(getToken()).toBe('abc');
    expect(JSON.parse(localStorage.getItem('user_data')!)).toEqual({ name: 'Ana' });
  });
});

describe('a session another tab ended', async () => {
  // The setup's imports loaded this module with the real reload: a fresh copy sees the mock.
  vi.resetModules();
  const { subscribeToSession } = await import('./session');
  const { reloadAt } = await import('./page-reload');

  function endElsewhere(oldValue: string) {
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'auth_token', oldValue, newValue: null }),
    );
  }

  it("clears this tab's session storage and loads the tab afresh: a protected page as the landing", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToSession(listener);
    sessionStorage.setItem('oportuna_chat_x_1', '{"messages":[]}');
    sessionStorage.setItem('flash_toast', 'x');
    window.history.replaceState(null, '', '/dashboard/opportunity/1?tab=2');
    endElsewhere('a');
    expect(sessionStorage.getItem('oportuna_chat_x_1')).toBeNull();
    expect(sessionStorage.getItem('flash_toast')).toBe('x');
    expect(reloadAt).toHaveBeenLastCalledWith('/', 0);
    expect(listener).toHaveBeenCalledTimes(1);

    window.history.replaceState(null, '', '/terminos#uso');
    endElsewhere('b');
    expect(reloadAt).toHaveBeenLastCalledWith('/terminos#uso', 0);
    unsubscribe();
    window.history.replaceState(null, '', '/');
  });

  it('leaves a tab alone when another tab signs in or changes who it acts as', () => {
    const unsubscribe = subscribeToSession(() => {});
    vi.mocked(reloadAt).mockClear();
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'auth_token', oldValue: 'a', newValue: 'b' }),
    );
    expect(reloadAt).not.toHaveBeenCalled();
    unsubscribe();
  });
});

describe('impersonation', () => {
  it('keeps the original token while active and restores it on stop', () => {
    storeSession('staff-token');
    startImpersonation({ targetUserId: 42, targetUserName: 'Pedro Soto' }, 'target-token');
    expect(getToken()).toBe('target-token');
    expect(localStorage.getItem('original_auth_token')).toBe('staff-token');
    expect(readImpersonation()).toEqual({ targetUserId: 42, targetUserName: 'Pedro Soto' });

    stopImpersonation();
    expect(getToken()).toBe('staff-token');
    expect(readImpersonation()).toBeNull();
    expect(localStorage.getItem('original_auth_token')).toBeNull();
  });

  it("keeps the staff member's own token when a second start lands, and a stop opens an epoch", () => {
    storeSession('staff-token');
    const before = currentImpersonationEpoch();
    startImpersonation({ targetUserId: 42, targetUserName: 'Pedro Soto' }, 'first-token');
    startImpersonation({ targetUserId: 43, targetUserName: 'Rosa Díaz' }, 'second-token');
    expect(getToken()).toBe('second-token');
    stopImpersonation();
    expect(getToken()).toBe('staff-token');
    expect(currentImpersonationEpoch()).toBe(before + 1);
    // A stop with nothing active still cancels a start on its way.
    expect(() => stopImpersonation()).toThrow();
    expect(currentImpersonationEpoch()).toBe(before + 2);
  });

  it('cannot start without a session, nor stop when none is active', () => {
    expect(() => startImpersonation({ targetUserId: 1, targetUserName: 'X' }, 't')).toThrow(
      'No token available',
    );
    storeSession('t');
    expect(() => stopImpersonation()).toThrow();
  });

  it('treats corrupt stored data as no impersonation', () => {
    localStorage.setItem('original_auth_token', 'x');
    localStorage.setItem('impersonation_data', '{not json');
    expect(readImpersonation()).toBeNull();
    localStorage.setItem(
      'impersonation_data',
      JSON.stringify({ targetUserId: '7', targetUserName: 'A' }),
    );
    expect(readImpersonation()).toBeNull();
  });
});

describe('pending invitation', () => {
  it('round-trips token, company id and the optional company name', () => {
    storePendingInvitation({ token: 'inv', companyId: '12', companyName: 'Comercial Andes SpA' });
    expect(readPendingInvitation()).toEqual({
      token: 'inv',
      companyId: '12',
      companyName: 'Comercial Andes SpA',
    });
    localStorage.setItem('pendingInvitation', JSON.stringify({ token: 'inv', companyId: 12 }));
    expect(readPendingInvitation()).toEqual({
      token: 'inv',
      companyId: '12',
      companyName: undefined,
    });
    localStorage.setItem('pendingInvitation', '[]');
    expect(readPendingInvitation()).toBeNull();
  });
});
