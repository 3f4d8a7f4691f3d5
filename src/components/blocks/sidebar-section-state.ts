import { useCallback, useSyncExternalStore } from 'react';

import { PRODUCT_PREFIX } from '@/lib/session';

/** Which sidebar sections and items are open persists locally. */
export const SIDEBAR_SECTIONS_KEY = `${PRODUCT_PREFIX}sidebar_sections`;

const listeners = new Set<() => void>();

function readOpenSections(): Record<string, boolean> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SIDEBAR_SECTIONS_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, boolean>) : {};
  } catch {
    return {};
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function writeOpenSection(id: string, open: boolean) {
  localStorage.setItem(SIDEBAR_SECTIONS_KEY, JSON.stringify({ ...readOpenSections(), [id]: open }));
  for (const listener of listeners) listener();
}

/**
 * Opens a section from outside the sidebar, so what the user just made (a saved search) is
 * visible where they look next.
 */
export function openSidebarSection(id: string) {
  writeOpenSection(id, true);
}

/** Open or closed, remembered per section id; `defaultOpen` until the user chooses. */
export function useSidebarSectionOpen(id: string, defaultOpen = false) {
  const stored = useSyncExternalStore(
    subscribe,
    () => localStorage.getItem(SIDEBAR_SECTIONS_KEY),
    () => null,
  );
  const open = stored === null ? defaultOpen : (readOpenSections()[id] ?? defaultOpen);
  const setOpen = useCallback((next: boolean) => writeOpenSection(id, next), [id]);
  return [open, setOpen] as const;
}
