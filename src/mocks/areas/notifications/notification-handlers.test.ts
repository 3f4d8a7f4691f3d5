import { describe, expect, it } from 'vitest';

import { getNotifications } from '@/features/notifications/api/get-notifications';
import { markAllNotificationsRead } from '@/features/notifications/api/mark-all-notifications-read';
import { markNotificationRead } from '@/features/notifications/api/mark-notification-read';
import { clearStoredSession } from '@/lib/session';

import { db } from '../../core/database';
import { DEMO_ACCOUNTS, SEED_TEAM } from '../accounts/seed';
import { findOpportunity } from '../competition/opportunity-lookup';
import { NOTIFICATION_MESSAGES } from './notification-handlers';
import { failure, rawRequest, signIn } from '@/testing/mock-handlers';

const { demo, supervisor } = DEMO_ACCOUNTS;
const DAY = 24 * 3_600_000;

const demoInbox = () =>
  db.state.notifications.filter((entry) => entry.userId === 1 && entry.companyId === 1);

describe('mock API: GET /notifications', () => {
  it("pages demo's month of notifications, newest first, with the unread count", async () => {
    await signIn(demo.email, demo.password);
    const first = await getNotifications({ companyId: 1, page: 1, limit: 10 });
    expect(first.total).toBeGreaterThanOrEqual(40);
    expect(first.total).toBe(demoInbox().length);
    expect(first.totalPages).toBe(Math.ceil(first.total / 10));
    expect(first.unreadCount).toBe(
      demoInbox().filter((entry) => entry.status === 'pending').length,
    );
    expect(first.unreadCount).toBeGreaterThan(0);
    expect(first.data).toHaveLength(10);
    const dates = first.data.map((entry) => Date.parse(entry.created_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    // The newest are unread, and they are all within the last month.
    expect(first.data[0]!.status).toBe('pending');
    const last = await getNotifications({ companyId: 1, page: first.totalPages, limit: 10 });
    expect(last.data.length).toBe(first.total - (first.totalPages - 1) * 10);
    expect(Date.now() - Date.parse(last.data.at(-1)!.created_at)).toBeLessThan(32 * DAY);
  });

  it('mixes every type, read and unread, about real opportunities', async () => {
    await signIn(demo.email, demo.password);
    const { data } = await getNotifications({ companyId: 1, page: 1, limit: 50 });
    expect(new Set(data.map((entry) => entry.type))).toEqual(
      new Set(['pending_task', 'opportunity', 'update', 'success', 'other']),
    );
    expect(new Set(data.map((entry) => entry.status))).toEqual(new Set(['pending', 'read']));
    const about = data.filter((entry) => entry.opportunity);
    expect(about.length).toBeGreaterThan(15);
    for (const entry of about) {
      expect(findOpportunity(entry.opportunity!.codigo!)?.name).toBe(entry.opportunity!.nombre);
    }
  });

  it("keeps each of the supervisor's companies apart", async () => {
    await signIn(supervisor.email, supervisor.password);
    const second = await getNotifications({ companyId: 2, page: 1, limit: 10 });
    const third = await getNotifications({ companyId: 3, page: 1, limit: 10 });
    expect(second.total).toBeGreaterThanOrEqual(40);
    expect(third.total).toBeLessThan(10);
    const ids = new Set(second.data.map((entry) => entry.id));
    expect(third.data.some((entry) => ids.has(entry.id))).toBe(false);
  });

  it('answers an empty page past the last one', async () => {
    await signIn(demo.email, demo.password);
    const page = await getNotifications({ companyId: 1, page: 99, limit: 10 });
    expect(page.data).toEqual([]);
    expect(page.total).toBe(demoInbox().length);
  });

  it("answers 400 'El ID de la empresa es requerido.' without a numeric company", async () => {
    await signIn(demo.email, demo.password);
    for (const path of ['/notifications?page=1&limit=10', '/notifications?companyId=abc']) {
      const error = await failure(rawRequest('GET', path, undefined, { auth: true }));
      expect(error.status, path).toBe(400);
      expect(error.message, path).toBe(NOTIFICATION_MESSAGES.companyRequired);
    }
  });

  it('refuses paging it cannot serve', async () => {
    await signIn(demo.email, demo.password);
    for (const query of ['page=0', 'limit=0', 'limit=51', 'page=abc', 'limit=2.5']) {
      const error = await failure(
        rawRequest('GET', `/notifications?companyId=1&${query}`, undefined, { auth: true }),
      );
      expect(error.status, query).toBe(400);
      expect(error.message, query).toBe(NOTIFICATION_MESSAGES.invalidPaging);
    }
  });

  it('refuses a company the user is not in (403) and a call without a session (401)', async () => {
    await signIn(demo.email, demo.password);
    const forbidden = await failure(getNotifications({ companyId: 2, page: 1, limit: 10 }));
    expect(forbidden.status).toBe(403);
    expect(forbidden.message).toBe(NOTIFICATION_MESSAGES.forbidden);

    clearStoredSession();
    const anonymous = await failure(
      rawRequest('GET', '/notifications?companyId=1', undefined, { auth: false }),
    );
    expect(anonymous.status).toBe(401);
  });
});

describe('mock API: PATCH /notifications/{id}/read', () => {
  it('marks one read and answers it with the new unread count; again is harmless', async () => {
    await signIn(demo.email, demo.password);
    const before = await getNotifications({ companyId: 1, page: 1, limit: 10 });
    const target = before.data.find((entry) => entry.status === 'pending')!;

    const answer = await markNotificationRead({ id: target.id, companyId: 1 });
    expect(answer.notification).toMatchObject({ id: target.id, status: 'read' });
    expect(answer.unreadCount).toBe(before.unreadCount - 1);
    const stored = db.state.notifications.find((entry) => String(entry.id) === target.id)!;
    expect(stored.readAt).not.toBeNull();

    const again = await markNotificationRead({ id: target.id, companyId: 1 });
    expect(again.unreadCount).toBe(before.unreadCount - 1);
    const after = await getNotifications({ companyId: 1, page: 1, limit: 10 });
    expect(after.unreadCount).toBe(before.unreadCount - 1);
  });

  it("answers 404 for someone else's notification, and 400 for an id that is not one", async () => {
    await signIn(demo.email, demo.password);
    const colleagues = db.state.notifications.find(
      (entry) => entry.userId === 5 && entry.companyId === 1 && entry.status === 'pending',
    )!;
    const notFound = await failure(
      markNotificationRead({ id: String(colleagues.id), companyId: 1 }),
    );
    expect(notFound.status).toBe(404);
    expect(notFound.message).toBe(NOTIFICATION_MESSAGES.notFound);
    expect(colleagues.status).toBe('pending');

    const invalid = await failure(markNotificationRead({ id: 'abc', companyId: 1 }));
    expect(invalid.status).toBe(400);
    expect(invalid.message).toBe(NOTIFICATION_MESSAGES.invalidId);
  });

  it('checks the company like the list does', async () => {
    await signIn(demo.email, demo.password);
    const own = demoInbox()[0]!;
    expect((await failure(markNotificationRead({ id: String(own.id), companyId: 2 }))).status).toBe(
      403,
    );
    const missing = await failure(
      rawRequest('PATCH', `/notifications/${own.id}/read`, undefined, { auth: true }),
    );
    expect(missing.status).toBe(400);
    expect(missing.message).toBe(NOTIFICATION_MESSAGES.companyRequired);
    clearStoredSession();
    const anonymous = await failure(
      rawRequest('PATCH', `/notifications/${own.id}/read?companyId=1`, undefined),
    );
    expect(anonymous.status).toBe(401);
  });
});

describe('mock API: PATCH /notifications/read-all', () => {
  it("reads every unread one of the user in that company, and nobody else's", async () => {
    await signIn(demo.email, demo.password);
    const unread = demoInbox().filter((entry) => entry.status === 'pending').length;
    const joaquinUnread = () =>
      db.state.notifications.filter((entry) => entry.userId === 5 && entry.status === 'pending')
        .length;
    const joaquinBefore = joaquinUnread();
    expect(joaquinBefore).toBeGreaterThan(0);

    expect(await markAllNotificationsRead({ companyId: 1 })).toEqual({
      updated: unread,
      unreadCount: 0,
    });
    expect((await getNotifications({ companyId: 1, page: 1, limit: 10 })).unreadCount).toBe(0);
    expect(joaquinUnread()).toBe(joaquinBefore);
    expect(await markAllNotificationsRead({ companyId: 1 })).toEqual({
      updated: 0,
      unreadCount: 0,
    });
  });

  it('refuses without a company, for a company not the user’s, and without a session', async () => {
    await signIn(SEED_TEAM.joaquin.email, SEED_TEAM.joaquin.password);
    const missing = await failure(
      rawRequest('PATCH', '/notifications/read-all', undefined, { auth: true }),
    );
    expect(missing.status).toBe(400);
    expect((await failure(markAllNotificationsRead({ companyId: 3 }))).status).toBe(403);
    clearStoredSession();
    expect(
      (await failure(rawRequest('PATCH', '/notifications/read-all?companyId=1', undefined))).status,
    ).toBe(401);
  });
});
