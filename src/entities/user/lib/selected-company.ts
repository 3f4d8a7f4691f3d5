import { useSyncExternalStore } from 'react';

/**
 * The company the person chose to work as, when they belong to several (issue 10): kept under
 * the spec's `selected_company` key, which sign-in and logout clear (lib/session.ts), and shared
 * by every tab. Without a choice the first company is the current one (decision 0020).
 */
const KEY = 'selected_company';
const listeners = new Set<() => void>();

/** The chosen company's id, outside React (app/page-data.ts). */
export function readSelectedCompanyId(): number | null {
  try {
    const value = Number(localStorage.getItem(KEY));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function setSelectedCompanyId(companyId: number) {
  try {
    localStorage.setItem(KEY, String(companyId));
  } catch {
    // Storage blocked: the choice lasts until the page reloads.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSelectedCompanyId() {
  return useSyncExternalStore(subscribe, readSelectedCompanyId, () => null);
}
