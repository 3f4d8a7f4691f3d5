import { describe, expect, it } from 'vitest';

import { getTags } from '@/entities/tag/api/get-tags';
import { clearStoredSession } from '@/lib/session';

import { db } from '../db/database';
import { SEED_OPPORTUNITY_TAGS, SEED_TAGS } from '../db/areas/tags';
import { DEMO_ACCOUNTS } from '../seed/accounts';
import { TAG_MESSAGES } from './tags';
import { failure, rawRequest, signIn } from './test-helpers';

const { demo, supervisor } = DEMO_ACCOUNTS;
const PIPELINE = [
  { name: 'Postular', color: '#22c55e' },
  { name: 'Revisar bases', color: '#3b82f6' },
  { name: 'Descartada', color: '#ef4444' },
];

describe('mock API: GET /tags', () => {
  it("lists the company's pipeline tags, none selected, with string ids", async () => {
    await signIn(demo.email, demo.password);
    const tags = await getTags({ companyId: 1 });
    expect(tags).toEqual([
      { tag: { id: '1', ...PIPELINE[0], receiveNotifications: false }, selected: false },
      { tag: { id: '2', ...PIPELINE[1], receiveNotifications: false }, selected: false },
      { tag: { id: '3', ...PIPELINE[2], receiveNotifications: false }, selected: false },
    ]);
  });

  it('gives every seeded company its own three tags', async () => {
    await signIn(supervisor.email, supervisor.password);
    const second = await getTags({ companyId: 2 });
    const third = await getTags({ companyId: 3 });
    expect(second.map(({ tag }) => tag.name)).toEqual(SEED_TAGS.map((tag) => tag.name));
    expect(second.map(({ tag }) => tag.id)).toEqual(['4', '5', '6']);
    expect(third.map(({ tag }) => tag.id)).toEqual(['7', '8', '9']);
  });

  it('marks the tags an opportunity carries', async () => {
    await signIn(demo.email, demo.password);
    const tags = await getTags({ companyId: 1, opportunityCode: '6164-39-LP26' });
    expect(tags.map(({ tag, selected }) => [tag.name, selected])).toEqual([
      ['Postular', true],
      ['Revisar bases', true],
      ['Descartada', false],
    ]);
    const untagged = await getTags({ companyId: 1, opportunityCode: '5655-5-L126' });
    expect(untagged.every(({ selected }) => !selected)).toBe(true);
  });

  it("does not show one company's links to another", async () => {
    await signIn(supervisor.email, supervisor.password);
    // Tagged by company 1, not by company 2.
    const tags = await getTags({ companyId: 2, opportunityCode: '6164-39-LP26' });
    expect(tags.some(({ selected }) => selected)).toBe(false);
  });

  it('links only opportunities of the seeded catalogue', () => {
    const codes = new Set(db.opportunities.map((opportunity) => opportunity.code));
    const linked = Object.values(SEED_OPPORTUNITY_TAGS).flatMap((byName) =>
      Object.values(byName).flat(),
    );
    expect(linked.length).toBeGreaterThan(5);
    for (const code of linked) expect(codes.has(code), code).toBe(true);
    expect(db.state.opportunityTags).toHaveLength(linked.length);
  });

  it("answers 400 'El ID de la empresa es requerido.' without a numeric company", async () => {
    await signIn(demo.email, demo.password);
    for (const path of ['/tags', '/tags?companyId=abc', '/tags?oportunity=6164-39-LP26']) {
      const error = await failure(rawRequest('GET', path, undefined, { auth: true }));
      expect(error.status, path).toBe(400);
      expect(error.message, path).toBe(TAG_MESSAGES.companyRequired);
    }
  });

  it('refuses a company the user does not belong to, and a call without a session', async () => {
    await signIn(demo.email, demo.password);
    const forbidden = await failure(getTags({ companyId: 2 }));
    expect(forbidden.status).toBe(403);
    expect(forbidden.message).toBe(TAG_MESSAGES.forbidden);

    clearStoredSession();
    expect((await failure(getTags({ companyId: 1 }))).status).toBe(401);
  });
});
