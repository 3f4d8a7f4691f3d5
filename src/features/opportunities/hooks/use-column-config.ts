import { useCallback, useMemo, useSyncExternalStore } from 'react';

import {
  COLUMN_CONFIG_STORAGE_KEY,
  moveColumn,
  sanitizeColumnConfig,
  toggleColumn,
  type ColumnConfig,
} from '../lib/column-config';

/**
 * The grid's column config, kept in session storage and shared by every component that shows
 * or edits it: a change in one place (the column picker) reaches the grid at
 * once, and a `storage` event for the same key (another document sharing the session) is
 * followed too.
 */

const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === COLUMN_CONFIG_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function readRaw(): string | null {
  try {
    return sessionStorage.getItem(COLUMN_CONFIG_STORAGE_KEY);
  } catch {
    return null;
  }
}

function parse(raw: string | null): ColumnConfig[] {
  if (raw === null) return sanitizeColumnConfig(null);
  try {
    return sanitizeColumnConfig(JSON.parse(raw));
  } catch {
    return sanitizeColumnConfig(null);
  }
}

function write(next: ColumnConfig[] | null) {
  try {
    if (next === null) sessionStorage.removeItem(COLUMN_CONFIG_STORAGE_KEY);
    else sessionStorage.setItem(COLUMN_CONFIG_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Without storage the choice simply is not remembered; the grid keeps its defaults.
  }
  notify();
}

export function useColumnConfig(): {
  columns: ColumnConfig[];
  toggle: (id: string) => void;
  move: (id: string, index: number) => void;
  reset: () => void;
} {
  // The snapshot is the stored text: stable between renders, so parsing happens once per change.
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  const columns = useMemo(() => parse(raw), [raw]);

  const toggle = useCallback((id: string) => write(toggleColumn(parse(readRaw()), id)), []);
  const move = useCallback(
    (id: string, index: number) => write(moveColumn(parse(readRaw()), id, index)),
    [],
  );
  const reset = useCallback(() => write(null), []);

  return { columns, toggle, move, reset };
}
