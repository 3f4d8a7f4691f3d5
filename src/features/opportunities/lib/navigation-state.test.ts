import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { OpportunitySummary } from '@/entities/opportunity/api/opportunity-schema';
import { anOpportunity } from '@/testing/opportunity';
import {
  canPersist,
  createNavigationState,
  DEFAULT_ORIGIN,
  focusOpportunity,
  isConsistentNavigationState,
  isExpired,
  isValidNavigationState,
  NAVIGATION_MAX_AGE_MS,
  NAVIGATION_MAX_SIZE_BYTES,
  neighbours,
  serializedSize,
  shouldClearOnNavigate,
  step,
  updateOpportunity,
  type DashboardState,
  type NavigationState,
} from './navigation-state';

const NOW = Date.parse('2026-11-21T12:00:00Z');

const opportunity = (index: number, overrides: Partial<OpportunitySummary> = {}) =>
  anOpportunity({
    codigo: `2402-${index}-LE26`,
    nombre: `Adquisición de insumos ${index}`,
    ...overrides,
  });

const list = (count: number) => Array.from({ length: count }, (_, index) => opportunity(index));

function dashboard(overrides: Partial<DashboardState> = {}): DashboardState {
  return {
    hasSearched: true,
    currentPage: 1,
    totalOpportunities: 3,
    searchParams: { query: 'insumos médicos' },
    opportunities: list(3),
    ...overrides,
  };
}

function navState(overrides: Partial<NavigationState> = {}): NavigationState {
  return {
    ...createNavigationState({
      opportunities: list(3),
      index: 1,
      dashboardState: dashboard(),
      now: NOW,
    }),
    ...overrides,
  };
}

describe('isValidNavigationState', () => {
  it('accepts a state built by createNavigationState', () => {
    expect(isValidNavigationState(navState())).toBe(true);
    expect(isValidNavigationState(navState({ dashboardState: null }))).toBe(true);
    expect(
      isValidNavigationState(
        navState({
          dashboardState: dashboard({
            view: {
              scrollTop: 120,
              selectedCodes: ['2402-1-LE26'],
              sort: { columnId: 'amount', direction: 'desc' },
              quickFilter: 'salud',
            },
          }),
        }),
      ),
    ).toBe(true);
  });

  it('survives a JSON round trip (what session storage gives back)', () => {
    expect(isValidNavigationState(JSON.parse(JSON.stringify(navState())))).toBe(true);
  });

  it.each([
    ['null', null],
    ['a string', 'estado'],
    ['an array', []],
    ['no opportunities array', { ...navState(), allOpportunities: 'x' }],
    ['a text index', { ...navState(), currentOpportunityIndex: '1' }],
    ['a fractional index', { ...navState(), currentOpportunityIndex: 0.5 }],
    ['a text timestamp', { ...navState(), timestamp: '2026-11-21' }],
    ['a NaN timestamp', { ...navState(), timestamp: Number.NaN }],
    ['a text dashboard state', { ...navState(), dashboardState: 'x' }],
    ['an array dashboard state', { ...navState(), dashboardState: [] }],
    ['another version', { ...navState(), version: '2.0' }],
    ['no origin', { ...navState(), originUrl: undefined }],
    ['an index past the end', { ...navState(), currentOpportunityIndex: 3 }],
    ['a negative index', { ...navState(), currentOpportunityIndex: -1 }],
    ['a row without a code', { ...navState(), allOpportunities: [{ nombre: 'x' }] }],
    [
      'a dashboard state without its list',
      { ...navState(), dashboardState: { ...dashboard(), opportunities: undefined } },
    ],
  ])('rejects %s', (_label, value) => {
    expect(isValidNavigationState(value)).toBe(false);
  });

  it('rejects a search that was done but left no opportunities', () => {
    const empty = navState({ allOpportunities: [], currentOpportunityIndex: 0 });
    expect(isValidNavigationState(empty)).toBe(false);
    expect(
      isValidNavigationState({ ...empty, dashboardState: dashboard({ hasSearched: false }) }),
    ).toBe(true);
    expect(isValidNavigationState({ ...empty, dashboardState: null })).toBe(true);
  });

  it('accepts every in-range index and rejects every other one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: -50, max: 50 }),
        (count, index) => {
          const state = {
            ...navState({ allOpportunities: list(count) }),
            currentOpportunityIndex: index,
          };
          expect(isValidNavigationState(state)).toBe(index >= 0 && index < count);
        },
      ),
    );
  });

  it('never throws and never accepts arbitrary values', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(isValidNavigationState(value)).toBe(false);
      }),
    );
  });
});

describe('isConsistentNavigationState', () => {
  it('applies the same rules to a state the app built, without re-checking each row', () => {
    expect(isConsistentNavigationState(navState())).toBe(true);
    expect(isConsistentNavigationState(navState({ currentOpportunityIndex: 3 }))).toBe(false);
    expect(
      isConsistentNavigationState(navState({ allOpportunities: [], currentOpportunityIndex: 0 })),
    ).toBe(false);
  });

  it('agrees with the full check on every state built from real rows', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: -3, max: 12 }),
        fc.boolean(),
        (count, index, hasSearched) => {
          const state = navState({
            allOpportunities: list(count),
            currentOpportunityIndex: index,
            dashboardState: dashboard({ hasSearched }),
          });
          expect(isConsistentNavigationState(state)).toBe(isValidNavigationState(state));
        },
      ),
    );
  });
});

describe('isExpired', () => {
  it('expires after 24 hours, not before', () => {
    const state = navState();
    expect(isExpired(state, NOW)).toBe(false);
    expect(isExpired(state, NOW + NAVIGATION_MAX_AGE_MS)).toBe(false);
    expect(isExpired(state, NOW + NAVIGATION_MAX_AGE_MS + 1)).toBe(true);
    expect(isExpired(state, new Date(NOW + 25 * 3600 * 1000))).toBe(true);
  });

  it('agrees with the age for any moment', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e10 }), (age) => {
        expect(isExpired(navState(), NOW + age)).toBe(age > NAVIGATION_MAX_AGE_MS);
      }),
    );
  });
});

describe('size', () => {
  it('counts the JSON in UTF-16 bytes (two per code unit)', () => {
    const state = navState();
    expect(serializedSize(state)).toBe(JSON.stringify(state).length * 2);
  });

  it('refuses to persist a state above 5 MB', () => {
    const small = navState();
    expect(canPersist(small)).toBe(true);
    // ~2.7 M code units of names -> above 5 MiB in UTF-16.
    const big = navState({
      allOpportunities: Array.from({ length: 300 }, (_, index) =>
        opportunity(index, { nombre: 'Ñ'.repeat(9_000) }),
      ),
      currentOpportunityIndex: 0,
    });
    expect(serializedSize(big)).toBeGreaterThan(NAVIGATION_MAX_SIZE_BYTES);
    expect(canPersist(big)).toBe(false);
  });
});

describe('createNavigationState', () => {
  it('stamps the time and version and defaults to /dashboard', () => {
    const state = createNavigationState({ opportunities: list(2), index: 1, now: new Date(NOW) });
    expect(state).toMatchObject({
      currentOpportunityIndex: 1,
      dashboardState: null,
      originUrl: DEFAULT_ORIGIN,
      timestamp: NOW,
      version: '1.0',
    });
    expect(isValidNavigationState(state)).toBe(true);
  });

  it('keeps the index inside the list and the origin inside the app', () => {
    expect(
      createNavigationState({ opportunities: list(2), index: 9, now: NOW }).currentOpportunityIndex,
    ).toBe(1);
    expect(
      createNavigationState({ opportunities: list(2), index: -3, now: NOW })
        .currentOpportunityIndex,
    ).toBe(0);
    expect(
      createNavigationState({
        opportunities: list(2),
        index: 0,
        originUrl: 'https://evil.example',
        now: NOW,
      }).originUrl,
    ).toBe(DEFAULT_ORIGIN);
    expect(
      createNavigationState({
        opportunities: list(2),
        index: 0,
        originUrl: '/dashboard/saved-search/7?pagina=2',
        now: NOW,
      }).originUrl,
    ).toBe('/dashboard/saved-search/7?pagina=2');
  });

  it('always builds a valid state from a non-empty list', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.integer(), (count, index) => {
        const state = createNavigationState({ opportunities: list(count), index, now: NOW });
        expect(isValidNavigationState(state)).toBe(true);
      }),
    );
  });
});

describe('step and neighbours', () => {
  it('steps forward and back, and stops at both ends', () => {
    const start = navState({ currentOpportunityIndex: 0 });
    expect(step(start, -1)).toBeNull();
    const second = step(start, 1);
    expect(second?.opportunity.codigo).toBe('2402-1-LE26');
    const third = step(second!.state, 1);
    expect(third?.state.currentOpportunityIndex).toBe(2);
    expect(step(third!.state, 1)).toBeNull();
    expect(step(third!.state, -1)?.opportunity.codigo).toBe('2402-1-LE26');
  });

  it('gives the neighbours and a 1-based position', () => {
    expect(neighbours(navState({ currentOpportunityIndex: 0 }))).toEqual({
      previous: undefined,
      next: opportunity(1),
      position: 1,
      total: 3,
    });
    expect(neighbours(navState({ currentOpportunityIndex: 1 }))).toMatchObject({
      previous: opportunity(0),
      next: opportunity(2),
      position: 2,
    });
    expect(neighbours(navState({ currentOpportunityIndex: 2 }))).toMatchObject({
      previous: opportunity(1),
      next: undefined,
      position: 3,
      total: 3,
    });
  });

  it('never leaves the list, whatever the sequence of steps', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 15 }),
        fc.array(fc.constantFrom<1 | -1>(1, -1), { maxLength: 60 }),
        (count, deltas) => {
          let state = createNavigationState({ opportunities: list(count), index: 0, now: NOW });
          for (const delta of deltas) {
            const moved = step(state, delta);
            const target = state.currentOpportunityIndex + delta;
            expect(moved === null).toBe(target < 0 || target >= count);
            if (moved) {
              expect(moved.opportunity).toBe(state.allOpportunities[target]);
              state = moved.state;
            }
            const { position, total, previous, next } = neighbours(state);
            expect(position).toBe(state.currentOpportunityIndex + 1);
            expect(total).toBe(count);
            expect(previous === undefined).toBe(position === 1);
            expect(next === undefined).toBe(position === count);
          }
          expect(isValidNavigationState(state)).toBe(true);
        },
      ),
    );
  });

  it('focuses a code in the list, or says it is not there', () => {
    expect(focusOpportunity(navState(), '2402-2-LE26')?.currentOpportunityIndex).toBe(2);
    expect(focusOpportunity(navState(), '1-1-L126')).toBeNull();
  });
});

describe('updateOpportunity', () => {
  const tag = { id: '4', name: 'Salud', color: '#22c55e' };

  it('changes the row in both lists', () => {
    const next = updateOpportunity(navState(), '2402-1-LE26', { etiquetas: [tag], tareas: 2 });
    expect(next.allOpportunities[1]).toMatchObject({ etiquetas: [tag], tareas: 2 });
    expect(next.dashboardState?.opportunities[1]).toMatchObject({ etiquetas: [tag], tareas: 2 });
    expect(next.allOpportunities[0]).toEqual(opportunity(0));
  });

  it('returns the same state when the code is unknown', () => {
    const state = navState();
    expect(updateOpportunity(state, 'otro', { tareas: 9 })).toBe(state);
  });

  it('works without a dashboard state', () => {
    const next = updateOpportunity(navState({ dashboardState: null }), '2402-0-LE26', {
      nombre: 'Otro',
    });
    expect(next.allOpportunities[0]?.nombre).toBe('Otro');
    expect(next.dashboardState).toBeNull();
  });
});

describe('shouldClearOnNavigate', () => {
  const fromDashboard = navState();
  const fromSaved = navState({ originUrl: '/dashboard/saved-search/7' });

  it.each([
    [fromDashboard, '/dashboard', false],
    [fromDashboard, '/dashboard/', false],
    [fromDashboard, '/dashboard/opportunity/2402-1-LE26', false],
    [fromDashboard, '/dashboard/opportunity/', true],
    [fromDashboard, '/dashboard/kpi', true],
    [fromDashboard, '/dashboard/etiquetas', true],
    [fromDashboard, '/dashboard/saved-search/7', true],
    [fromSaved, '/dashboard/saved-search/7', false],
    [fromSaved, '/dashboard/opportunity/2239-59-COT24', false],
    [fromSaved, '/dashboard/saved-search/8', true],
    [fromSaved, '/dashboard', true],
    [
      navState({ originUrl: '/dashboard/history-search/3?x=1' }),
      '/dashboard/history-search/3',
      false,
    ],
  ])('%#: to %s -> %s', (state, pathname, expected) => {
    expect(shouldClearOnNavigate(state, pathname)).toBe(expected);
  });

  it('never clears when there is nothing to clear', () => {
    expect(shouldClearOnNavigate(null, '/dashboard/kpi')).toBe(false);
  });

  it('never clears on any opportunity detail, whatever the origin', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.nat(), (code, id) => {
        const state = navState({ originUrl: `/dashboard/saved-search/${id}` });
        expect(
          shouldClearOnNavigate(state, `/dashboard/opportunity/${encodeURIComponent(code)}`),
        ).toBe(false);
      }),
    );
  });
});
