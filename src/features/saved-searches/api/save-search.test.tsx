import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';

import { SIDEBAR_SECTIONS_KEY } from '@/components/blocks/sidebar-section-state';
import { createQueryClient } from '@/lib/react-query';
import { buildSearchJson } from '@/lib/search-json';
import { signInAs } from '@/testing/test-utils';

import { SAVED_SEARCHES_SECTION_ID } from '../lib/saved-searches-section';
import { useSaveSearch } from './save-search';

function renderSaveSearch() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useSaveSearch(), { wrapper });
}

const openSections = () =>
  JSON.parse(localStorage.getItem(SIDEBAR_SECTIONS_KEY) ?? '{}') as Record<string, boolean>;

const input = (name: string) => ({
  name,
  jsonData: buildSearchJson({ query: 'mobiliario escolar' }),
  sendEmail: false,
  notifyUserIds: [],
  notificationTimes: [],
  companyId: 1,
});

describe('useSaveSearch', () => {
  it('opens the sidebar’s saved searches after a new search is saved, so its name shows', async () => {
    await signInAs('demo');
    localStorage.setItem(
      SIDEBAR_SECTIONS_KEY,
      JSON.stringify({ [SAVED_SEARCHES_SECTION_ID]: false, history: true }),
    );
    const { result } = renderSaveSearch();

    act(() => result.current.mutate(input('Mobiliario escolar')));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(openSections()).toEqual({ [SAVED_SEARCHES_SECTION_ID]: true, history: true });
  });

  it('leaves the sidebar as it was when the save fails', async () => {
    await signInAs('demo');
    localStorage.setItem(
      SIDEBAR_SECTIONS_KEY,
      JSON.stringify({ [SAVED_SEARCHES_SECTION_ID]: false }),
    );
    const { result } = renderSaveSearch();

    // The demo account already has 'Aseo hospitalario Valparaíso': a duplicate name is refused.
    act(() => result.current.mutate(input('Aseo hospitalario Valparaíso')));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(openSections()).toEqual({ [SAVED_SEARCHES_SECTION_ID]: false });
  });
});
