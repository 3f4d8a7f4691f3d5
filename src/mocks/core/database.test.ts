import { afterEach, describe, expect, it, vi } from 'vitest';

import type { AnyMockDbArea } from './area';
import { MOCK_DB_AREAS } from '../areas/registry';
import { SEED_TAGS } from '../areas/tags/seed';
import { db, LEGACY_MOCK_DB_STORAGE_KEY, mockDbStorageKey, PERSISTENCE_MESSAGES } from './database';

/** A Storage in memory that can be made to refuse writes, as a full browser storage does. */
class TestStorage implements Storage {
  private items = new Map<string, string>();
  refuseWith: DOMException | null = null;
  writes: string[] = [];
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.refuseWith) throw this.refuseWith;
    this.writes.push(key);
    this.items.set(key, value);
  }
}

const quotaExceeded = () =>
  new DOMException("Failed to execute 'setItem' on 'Storage'", 'QuotaExceededError');

/** The same areas, with one area's version bumped (its shape 'changed'). */
function bumped(name: string): AnyMockDbArea[] {
  return MOCK_DB_AREAS.map((area) =>
    area.name === name ? { ...area, version: area.version + 1 } : area,
  );
}

afterEach(async () => {
  // Back to the in-memory database every other test uses.
  await db.init();
});

describe('mock database: areas', () => {
  it('stores each area under its own key, and drops the old single key', async () => {
    const storage = new TestStorage();
    storage.setItem(LEGACY_MOCK_DB_STORAGE_KEY, '{"version":3}');
    await db.init({ storage });
    expect(storage.getItem(LEGACY_MOCK_DB_STORAGE_KEY)).toBeNull();
    for (const area of MOCK_DB_AREAS) {
      const stored = JSON.parse(storage.getItem(mockDbStorageKey(area.name))!);
      expect(stored.version, area.name).toBe(area.version);
    }
    expect(JSON.parse(storage.getItem('mockapi.db.tags')!).records.tags).toHaveLength(
      SEED_TAGS.length * 5, // five seeded companies
    );
    expect(db.persistence).toEqual({ status: 'saved' });
  });

  it("follows another tab's write of an area, and its next write keeps it", async () => {
    const storage = new TestStorage();
    await db.init({ storage });
    // Another tab renames a tag and writes its tags area to the shared storage.
    const other = JSON.parse(storage.getItem('mockapi.db.tags')!);
    other.records.tags[0].name = 'Renombrada en otra pestaña';
    storage.setItem('mockapi.db.tags', JSON.stringify(other));

    expect(db.adoptFromOtherTab('mockapi.db.tags')).toBe(true);
    expect(db.state.tags[0]!.name).toBe('Renombrada en otra pestaña');
    // Nothing new a second time, and keys of no area are none of its business.
    expect(db.adoptFromOtherTab('mockapi.db.tags')).toBe(false);
    expect(db.adoptFromOtherTab('oportuna_tours_seen')).toBe(false);
    // This tab's next write (of another area) leaves the other tab's change in place.
    db.write((state) => {
      state.savedSearches = [];
    });
    expect(JSON.parse(storage.getItem('mockapi.db.tags')!).records.tags[0].name).toBe(
      'Renombrada en otra pestaña',
    );
  });

  it('writes only the area that changed', async () => {
    const storage = new TestStorage();
    await db.init({ storage });
    storage.writes = [];
    db.write((state) => {
      state.tags[0]!.name = 'Postular ya';
    });
    expect(storage.writes).toEqual(['mockapi.db.tags']);
  });

  it('keeps what was stored across a reload', async () => {
    const storage = new TestStorage();
    await db.init({ storage });
    db.write((state) => {
      state.savedSearches = [];
    });
    const secret = db.state.secret;
    const { seeded } = await db.init({ storage });
    expect(seeded).toEqual([]);
    expect(db.state.savedSearches).toEqual([]);
    expect(db.state.secret).toBe(secret);
  });

  it('re-seeds only the area whose version changed: a tags change keeps the accounts', async () => {
    const storage = new TestStorage();
    await db.init({ storage });
    db.write((state) => {
      state.tags[0]!.name = 'Renombrada';
      state.users[0]!.name = 'Daniela Cambiada';
      state.savedSearches = [];
    });
    const secret = db.state.secret;

    const { seeded } = await db.init({ storage, areas: bumped('tags') });
    // Work (tasks, bids, purchase orders) points into tags and accounts, so it is seeded again too.
    expect(seeded).toEqual(['tags', 'work']);
    expect(db.state.tags[0]!.name).toBe('Postular');
    expect(db.state.users[0]!.name).toBe('Daniela Cambiada');
    expect(db.state.savedSearches).toEqual([]);
    expect(db.state.secret).toBe(secret);
  });

  it('re-seeds the areas that point into a re-seeded one', async () => {
    const storage = new TestStorage();
    await db.init({ storage });
    db.write((state) => {
      state.users[0]!.name = 'Daniela Cambiada';
      state.savedSearches = [];
    });
    const { seeded } = await db.init({ storage, areas: bumped('accounts') });
    expect(seeded).toEqual([
      'accounts',
      'mail',
      'invitations',
      'search',
      'tags',
      'documents',
      'notifications',
      'ai',
      'uploads',
      'work',
      'offers',
      'planning',
    ]);
    expect(db.state.users[0]!.name).toBe('Daniela Muñoz Rojas');
    expect(db.state.savedSearches).toHaveLength(3);
  });

  it('re-seeds an area whose stored text is not JSON', async () => {
    const storage = new TestStorage();
    await db.init({ storage });
    storage.setItem(mockDbStorageKey('search'), '{not json');
    const { seeded } = await db.init({ storage });
    expect(seeded).toEqual(['search']);
    expect(db.state.savedSearches).toHaveLength(3);
  });

  it('numbers new rows after the counter and after any id written by hand', () => {
    const first = db.nextId('savedSearches');
    expect(first).toBe(4);
    db.write((state) => {
      state.savedSearches.push({ ...state.savedSearches[0]!, id: 40 });
    });
    expect(db.nextId('savedSearches')).toBe(41);
    expect(() => db.nextId('nothing')).toThrow("No area of the mock database numbers 'nothing'");
  });
});

describe('mock database: the catalogue', () => {
  it('undoes an edit of a record on reset, keeping the same record', async () => {
    const record = db.opportunities.find((entry) => entry.status === 'Publicada')!;
    const { close } = record.dates;
    db.editOpportunity(record, (edited) => {
      edited.status = 'Adjudicada';
      edited.dates.close = '2020-01-01T00:00:00.000Z';
    });
    expect(db.opportunities.find((entry) => entry.code === record.code)).toMatchObject({
      status: 'Adjudicada',
    });
    await db.reset();
    expect(db.opportunities.find((entry) => entry.code === record.code)).toBe(record);
    expect(record).toMatchObject({
      status: 'Publicada',
      dates: expect.objectContaining({ close }),
    });
  });
});

describe('mock database: a full storage', () => {
  it('is reported once, in Spanish, and the session keeps working in memory', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = new TestStorage();
    await db.init({ storage });
    const listener = vi.fn();
    const unsubscribe = db.subscribe(listener);

    storage.refuseWith = quotaExceeded();
    db.write((state) => {
      state.savedSearches = [];
    });
    expect(db.persistence).toEqual({ status: 'full', areas: ['search'] });
    expect(db.state.savedSearches).toEqual([]);
    expect(listener).toHaveBeenCalled();
    db.write((state) => {
      state.tags = [];
    });
    expect(db.persistence).toEqual({ status: 'full', areas: ['search', 'tags'] });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain(PERSISTENCE_MESSAGES.full);
    expect(PERSISTENCE_MESSAGES.full).toBe(
      'El almacenamiento del navegador está lleno: los cambios no sobrevivirán a una recarga',
    );

    // Room again: the next write saves every area that was behind.
    storage.refuseWith = null;
    db.write(() => {});
    expect(db.persistence).toEqual({ status: 'saved' });
    expect(JSON.parse(storage.getItem('mockapi.db.tags')!).records.tags).toEqual([]);
    expect(JSON.parse(storage.getItem('mockapi.db.search')!).records.savedSearches).toEqual([]);
    unsubscribe();
  });

  it('tells a refusal for another reason apart', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = new TestStorage();
    await db.init({ storage });
    storage.refuseWith = new DOMException('The operation is insecure.', 'SecurityError');
    db.write((state) => {
      state.tags = [];
    });
    expect(db.persistence).toEqual({ status: 'failed', areas: ['tags'] });
    expect(String(warn.mock.calls[0]![0])).toContain(PERSISTENCE_MESSAGES.failed);
  });

  it('is reported when even the first seed does not fit', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = new TestStorage();
    storage.refuseWith = quotaExceeded();
    await db.init({ storage });
    expect(db.persistence).toMatchObject({ status: 'full' });
    expect(db.state.users.length).toBeGreaterThan(0);
  });

  it('is not a concern in memory', () => {
    expect(db.persistence).toEqual({ status: 'memory' });
  });
});
