import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { COLUMN_CONFIG_STORAGE_KEY, DEFAULT_COLUMNS } from '../lib/column-config';
import { useColumnConfig } from './use-column-config';

const stored = () => JSON.parse(sessionStorage.getItem(COLUMN_CONFIG_STORAGE_KEY) ?? 'null');

describe('useColumnConfig', () => {
  it('starts from the defaults', () => {
    const { result } = renderHook(() => useColumnConfig());
    expect(result.current.columns).toEqual(DEFAULT_COLUMNS);
  });

  it('reads and sanitises what session storage holds', () => {
    sessionStorage.setItem(
      COLUMN_CONFIG_STORAGE_KEY,
      JSON.stringify([
        { id: 'tags', visible: false },
        { id: 'bogus' },
        { id: 'name', visible: false },
      ]),
    );
    const { result } = renderHook(() => useColumnConfig());
    expect(result.current.columns[0]).toMatchObject({ id: 'tags', visible: false });
    expect(result.current.columns[1]).toMatchObject({ id: 'name', visible: true });
    expect(result.current.columns).toHaveLength(14);
  });

  it('falls back to the defaults on a corrupt entry', () => {
    sessionStorage.setItem(COLUMN_CONFIG_STORAGE_KEY, '{not json');
    const { result } = renderHook(() => useColumnConfig());
    expect(result.current.columns).toEqual(DEFAULT_COLUMNS);
  });

  it('toggles, moves and resets, saving to session storage and updating every user', () => {
    const picker = renderHook(() => useColumnConfig());
    const grid = renderHook(() => useColumnConfig());

    act(() => picker.result.current.toggle('region'));
    expect(grid.result.current.columns.find((c) => c.id === 'region')?.visible).toBe(false);
    expect(stored().find((c: { id: string }) => c.id === 'region').visible).toBe(false);

    act(() => picker.result.current.toggle('amount'));
    expect(grid.result.current.columns.find((c) => c.id === 'amount')?.visible).toBe(true);

    act(() => picker.result.current.move('closeDate', 0));
    expect(grid.result.current.columns[0]?.id).toBe('closeDate');
    expect(stored()[0].id).toBe('closeDate');

    act(() => grid.result.current.reset());
    expect(picker.result.current.columns).toEqual(DEFAULT_COLUMNS);
    expect(sessionStorage.getItem(COLUMN_CONFIG_STORAGE_KEY)).toBeNull();
  });

  it('follows a storage event for its key', () => {
    const { result } = renderHook(() => useColumnConfig());
    const value = JSON.stringify([{ id: 'code', visible: false }]);
    act(() => {
      // Another document sharing this session wrote the config.
      sessionStorage.setItem(COLUMN_CONFIG_STORAGE_KEY, value);
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: COLUMN_CONFIG_STORAGE_KEY,
          newValue: value,
          storageArea: sessionStorage,
        }),
      );
    });
    expect(result.current.columns[0]).toMatchObject({ id: 'code', visible: false });
  });

  it('keeps the same columns object between renders when nothing changed', () => {
    const { result, rerender } = renderHook(() => useColumnConfig());
    const first = result.current.columns;
    rerender();
    expect(result.current.columns).toBe(first);
  });
});
