import { describe, expect, it } from 'vitest';

import { db } from '../../core/database';
import { searchConsultas } from '../search/search-engine';
import { SEED_ALERT_MATCHES, seedNotifications } from './seed';

describe('seeded notifications', () => {
  it('alert only about what each saved search finds (the consistency check covers the rest)', () => {
    for (const [name, codes] of Object.entries(SEED_ALERT_MATCHES)) {
      const search = db.state.savedSearches.find((entry) => entry.name === name)!;
      expect(search.sendEmail).toBe(true);
      const { results } = searchConsultas(db.opportunities, search.jsonData.consultas);
      const found = new Set(results.map((entry) => entry.record.code));
      for (const code of codes) expect(found.has(code), `${name}: ${code}`).toBe(true);
    }
  });

  it('give demo and supervisor a month of history, newest unread, ids growing with time', () => {
    const now = Date.parse('2026-11-20T15:00:00.000Z');
    const { notifications } = seedNotifications(now);
    for (const [userId, companyId] of [
      [1, 1],
      [2, 2],
    ] as const) {
      const inbox = notifications.filter(
        (entry) => entry.userId === userId && entry.companyId === companyId,
      );
      expect(inbox.length).toBeGreaterThanOrEqual(40);
      const newest = inbox.at(-1)!;
      expect(newest.status).toBe('pending');
      expect(now - Date.parse(inbox[0]!.createdAt)).toBeLessThanOrEqual(31 * 24 * 3_600_000);
      expect(inbox.some((entry) => entry.status === 'read' && entry.readAt)).toBe(true);
    }
    const ids = notifications.map((entry) => entry.id);
    expect(ids).toEqual(ids.map((_, index) => index + 1));
    const dates = notifications.map((entry) => entry.createdAt);
    expect(dates).toEqual([...dates].sort());
  });
});
