import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { OpportunitySummary } from '@/entities/opportunity/api/opportunity-schema';
import { anOpportunity } from '@/testing/opportunity';
import {
  createNavigationState,
  NAVIGATION_CLEANUP_INTERVAL_MS,
  NAVIGATION_MAX_AGE_MS,
  NAVIGATION_MAX_SIZE_BYTES,
  NAVIGATION_STORAGE_KEY,
  serializedSize,
  type NavigationState,
} from './navigation-state';
import {
  NAVIGATION_CLEANUP_LOG_KEY,
  readStoredNavigationState,
  startNavigationCleanup,
  useNavigationRouteGuard,
  useNavigationStore,
} from './navigation-store';

const opportunity = (index: number, overrides: Partial<OpportunitySummary> = {}) =>
  anOpportunity({
    codigo: `2239-${index}-COT26`,
    nombre: `Compra de resmas de papel ${index}`,
    ...overrides,
  });

function makeState(
  count = 3,
  index = 0,
  extra: { originUrl?: string; now?: number } = {},
): NavigationState {
  const opportunities = Array.from({ length: count }, (_, i) => opportunity(i));
  return createNavigationState({
    opportunities,
    index,
    dashboardState: {
      hasSearched: true,
      currentPage: 1,
      totalOpportunities: count,
      searchParams: { query: 'resmas' },
      opportunities,
    },
    originUrl: extra.originUrl,
    now: extra.now ?? Date.now(),
  });
}

const store = () => useNavigationStore.getState();
/** What session storage holds once the page is left (a reload fires `pagehide`). */
const stored = () => {
  window.dispatchEvent(new Event('pagehide'));
  return sessionStorage.getItem(NAVIGATION_STORAGE_KEY);
};

beforeEach(() => {
  // The store is module state: every test starts from nothing in memory or to be written.
  useNavigationStore.getState().clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('navigation store', () => {
  it('keeps the state in memory and mirrors it to session storage', () => {
    const state = makeState();
    act(() => store().set(state));
    expect(store().state).toEqual(state);
    expect(JSON.parse(stored()!)).toEqual(state);
  });

  it('writes storage when the page is hidden or left, not on the press that set the state', () => {
    const state = makeState();
    store().set(state);
    expect(sessionStorage.getItem(NAVIGATION_STORAGE_KEY)).toBeNull();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    visibility.mockRestore();
    expect(JSON.parse(sessionStorage.getItem(NAVIGATION_STORAGE_KEY)!)).toEqual(state);

    // A later step waits for the next leave; a clear is written at once.
    store().next();
    expect(
      JSON.parse(sessionStorage.getItem(NAVIGATION_STORAGE_KEY)!).currentOpportunityIndex,
    ).toBe(0);
    expect(JSON.parse(stored()!).currentOpportunityIndex).toBe(1);
    store().set(makeState(4, 2));
    store().clear();
    expect(sessionStorage.getItem(NAVIGATION_STORAGE_KEY)).toBeNull();
    expect(stored()).toBeNull();
  });

  it("writes nothing once its owner's session ended or changed before the page was left", () => {
    localStorage.setItem('auth_token', 'token-de-daniela');
    store().set(makeState());
    localStorage.removeItem('auth_token');
    expect(stored()).toBeNull();

    localStorage.setItem('auth_token', 'token-de-daniela');
    store().set(makeState());
    localStorage.setItem('auth_token', 'token-de-pedro');
    expect(stored()).toBeNull();
    localStorage.removeItem('auth_token');
  });

  it('refuses a state whose search found nothing', () => {
    const state = { ...makeState(), allOpportunities: [] };
    store().set(state);
    expect(store().state).toBeNull();
    expect(stored()).toBeNull();
  });

  it('steps with next and previous, returning the opportunity, and stops at the ends', () => {
    store().set(makeState(3, 0));
    expect(store().previous()).toBeNull();
    expect(store().next()?.codigo).toBe('2239-1-COT26');
    expect(store().next()?.codigo).toBe('2239-2-COT26');
    expect(store().next()).toBeNull();
    expect(store().state?.currentOpportunityIndex).toBe(2);
    expect(JSON.parse(stored()!).currentOpportunityIndex).toBe(2);
    expect(store().previous()?.codigo).toBe('2239-1-COT26');
  });

  it('updates an opportunity in memory and in storage', () => {
    store().set(makeState());
    store().update('2239-1-COT26', { tareas: 4 });
    expect(store().state?.allOpportunities[1]?.tareas).toBe(4);
    expect(JSON.parse(stored()!).dashboardState.opportunities[1].tareas).toBe(4);
  });

  it('clears memory and every navigation key', () => {
    store().set(makeState());
    sessionStorage.setItem(`${NAVIGATION_STORAGE_KEY}_old`, '{}');
    sessionStorage.setItem('oportuna_other', 'keep');
    store().clear();
    expect(store().state).toBeNull();
    expect(stored()).toBeNull();
    expect(sessionStorage.getItem(`${NAVIGATION_STORAGE_KEY}_old`)).toBeNull();
    expect(sessionStorage.getItem('oportuna_other')).toBe('keep');
  });

  it('does not save a state above 5 MB, keeps it in memory and drops the older saved one', () => {
    store().set(makeState());
    expect(stored()).not.toBeNull();
    const big = createNavigationState({
      opportunities: Array.from({ length: 300 }, (_, i) =>
        opportunity(i, { nombre: 'Licitación de señalética '.repeat(400) }),
      ),
      index: 5,
      now: Date.now(),
    });
    expect(serializedSize(big)).toBeGreaterThan(NAVIGATION_MAX_SIZE_BYTES);
    store().set(big);
    expect(store().state).toBe(big);
    expect(stored()).toBeNull();
  });

  it('on a full quota clears what was stored and keeps working from memory', () => {
    store().set(makeState(3, 0));
    expect(stored()).not.toBeNull();
    sessionStorage.setItem(`${NAVIGATION_STORAGE_KEY}_backup`, 'x');
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const next = makeState(5, 2);
    store().set(next);
    expect(stored()).toBeNull();
    expect(setItem).toHaveBeenCalled();
    expect(store().state).toBe(next);
    expect(sessionStorage.getItem(`${NAVIGATION_STORAGE_KEY}_backup`)).toBeNull();
    // Still navigable from memory.
    expect(store().next()?.codigo).toBe('2239-3-COT26');
  });

  it('cleanup drops an expired state and keeps a fresh one', () => {
    const now = Date.now();
    store().set(makeState(3, 0, { now: now - NAVIGATION_MAX_AGE_MS + 1000 }));
    store().cleanup(now);
    expect(store().state).not.toBeNull();
    store().cleanup(now + 2000);
    expect(store().state).toBeNull();
    expect(stored()).toBeNull();
  });
});

describe('readStoredNavigationState', () => {
  it('gives back a valid, fresh stored state', () => {
    const state = makeState();
    sessionStorage.setItem(NAVIGATION_STORAGE_KEY, JSON.stringify(state));
    expect(readStoredNavigationState(state.timestamp + 1000)).toEqual(state);
  });

  it.each([
    ['broken JSON', '{"allOpportunities":'],
    ['an invalid state', JSON.stringify({ ...makeState(), currentOpportunityIndex: 'x' })],
    ['another version', JSON.stringify({ ...makeState(), version: '0.9' })],
  ])('drops %s', (_label, raw) => {
    sessionStorage.setItem(NAVIGATION_STORAGE_KEY, raw);
    expect(readStoredNavigationState()).toBeNull();
    expect(stored()).toBeNull();
  });

  it('drops an expired state', () => {
    const state = makeState();
    sessionStorage.setItem(NAVIGATION_STORAGE_KEY, JSON.stringify(state));
    expect(readStoredNavigationState(state.timestamp + NAVIGATION_MAX_AGE_MS + 1)).toBeNull();
    expect(stored()).toBeNull();
  });

  it('is what the store starts from when the page loads', async () => {
    const state = makeState(4, 3);
    sessionStorage.setItem(NAVIGATION_STORAGE_KEY, JSON.stringify(state));
    vi.resetModules();
    const fresh = await import('./navigation-store');
    expect(fresh.useNavigationStore.getState().state).toEqual(state);
  });
});

describe('startNavigationCleanup', () => {
  it('clears an expired state every 60 s and logs the last cleanup', () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T12:00:00Z') });
    const start = Date.now();
    store().set(makeState(3, 0, { now: start - NAVIGATION_MAX_AGE_MS + 30_000 }));
    const stop = startNavigationCleanup();

    vi.advanceTimersByTime(NAVIGATION_CLEANUP_INTERVAL_MS - 1);
    expect(store().state).not.toBeNull();
    expect(sessionStorage.getItem(NAVIGATION_CLEANUP_LOG_KEY)).toBeNull();

    vi.advanceTimersByTime(1);
    expect(store().state).toBeNull();
    expect(sessionStorage.getItem(NAVIGATION_CLEANUP_LOG_KEY)).toBe(
      new Date(start + NAVIGATION_CLEANUP_INTERVAL_MS).toISOString(),
    );

    stop();
    sessionStorage.removeItem(NAVIGATION_CLEANUP_LOG_KEY);
    vi.advanceTimersByTime(NAVIGATION_CLEANUP_INTERVAL_MS * 3);
    expect(sessionStorage.getItem(NAVIGATION_CLEANUP_LOG_KEY)).toBeNull();
  });
});

describe('useNavigationRouteGuard', () => {
  function Layout() {
    useNavigationRouteGuard();
    return <Outlet />;
  }

  function renderRouter(initial: string) {
    const router = createMemoryRouter(
      [
        {
          path: '/dashboard',
          element: <Layout />,
          children: [
            { index: true, element: <p>Búsquedas IA</p> },
            { path: 'kpi', element: <p>KPI</p> },
            { path: 'opportunity/:codigo', element: <p>Detalle</p> },
            { path: 'saved-search/:id', element: <p>Búsqueda guardada</p> },
          ],
        },
      ],
      { initialEntries: [initial] },
    );
    const { unmount } = render(<RouterProvider router={router} />);
    return Object.assign(router, { unmount });
  }

  it('keeps the state between the origin and opportunity details, clears it elsewhere', async () => {
    const router = renderRouter('/dashboard');
    await screen.findByText('Búsquedas IA');
    act(() => store().set(makeState()));

    await act(() => router.navigate('/dashboard/opportunity/2239-0-COT26'));
    expect(screen.getByText('Detalle')).toBeInTheDocument();
    expect(store().state).not.toBeNull();

    await act(() => router.navigate('/dashboard/opportunity/2239-1-COT26'));
    await act(() => router.navigate('/dashboard'));
    expect(store().state).not.toBeNull();

    await act(() => router.navigate('/dashboard/kpi'));
    expect(screen.getByText('KPI')).toBeInTheDocument();
    expect(store().state).toBeNull();
    expect(stored()).toBeNull();
  });

  it('clears when the user opens a different saved search', async () => {
    const router = renderRouter('/dashboard/saved-search/7');
    await screen.findByText('Búsqueda guardada');
    act(() => store().set(makeState(3, 0, { originUrl: '/dashboard/saved-search/7' })));

    await act(() => router.navigate('/dashboard/opportunity/2239-2-COT26'));
    await act(() => router.navigate('/dashboard/saved-search/7'));
    expect(store().state).not.toBeNull();

    await act(() => router.navigate('/dashboard/saved-search/8'));
    expect(store().state).toBeNull();
  });

  it('runs the periodic cleanup only while mounted', async () => {
    const setInterval = vi.spyOn(globalThis, 'setInterval');
    const clearInterval = vi.spyOn(globalThis, 'clearInterval');
    const router = renderRouter('/dashboard');
    await screen.findByText('Búsquedas IA');
    const call = setInterval.mock.calls.findIndex(
      ([, delay]) => delay === NAVIGATION_CLEANUP_INTERVAL_MS,
    );
    expect(call).toBeGreaterThanOrEqual(0);
    const timer = setInterval.mock.results[call]?.value;
    expect(clearInterval).not.toHaveBeenCalledWith(timer);
    router.unmount();
    expect(clearInterval).toHaveBeenCalledWith(timer);
  });
});
