import { beforeEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';

import {
  activitiesQueryOptions,
  type ActivityFilters,
} from '@/features/activities/api/get-activities';

import { DEMO_ACCOUNTS } from '../accounts/seed';
import { signIn } from '@/testing/mock-handlers';

/** One page of the feed, as the activities page asks for it (a fresh cache each time). */
const feed = (filters: ActivityFilters) =>
  new QueryClient({ defaultOptions: { queries: { retry: false } } }).fetchQuery(
    activitiesQueryOptions(filters),
  );

beforeEach(async () => {
  await signIn(DEMO_ACCOUNTS.demo.email, DEMO_ACCOUNTS.demo.password);
});

describe('activities', () => {
  it('pages newest first and filters by member, kind and Chile dates', async () => {
    const page = await feed({ companyId: 1, page: 1 });
    expect(page.data).toHaveLength(50);
    expect(page.total).toBeGreaterThan(500);
    const times = page.data.map((entry) => entry.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const joaquin = await feed({ companyId: 1, page: 1, userId: 5, kind: 'busqueda' });
    expect(joaquin.data.every((entry) => entry.user.id === 5)).toBe(true);
    const none = await feed({ companyId: 1, page: 1, from: '2020-01-01', to: '2020-01-31' });
    expect(none.total).toBe(0);
  });
});
