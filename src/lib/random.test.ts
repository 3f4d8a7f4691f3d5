import { describe, expect, it } from 'vitest';

import { createRandom } from './random';

describe('createRandom', () => {
  it('repeats the same sequence for the same seed', () => {
    const first = createRandom(42);
    const second = createRandom(42);
    const a = Array.from({ length: 20 }, () => first.next());
    const b = Array.from({ length: 20 }, () => second.next());
    expect(a).toEqual(b);
    expect(createRandom(43).next()).not.toBe(a[0]);
  });

  it('keeps next() in [0, 1) and int() inside its inclusive bounds', () => {
    const random = createRandom(7);
    const seen = new Set<number>();
    for (let index = 0; index < 5_000; index += 1) {
      const value = random.next();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
      const integer = random.int(3, 6);
      expect(integer).toBeGreaterThanOrEqual(3);
      expect(integer).toBeLessThanOrEqual(6);
      seen.add(integer);
    }
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
  });

  it('samples distinct elements and never more than there are', () => {
    const random = createRandom(1);
    const items = ['a', 'b', 'c', 'd', 'e'];
    const sample = random.sample(items, 3);
    expect(sample).toHaveLength(3);
    expect(new Set(sample).size).toBe(3);
    expect(random.sample(items, 9).sort()).toEqual(items);
    expect(items).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('honours weights and never picks a zero weight', () => {
    const random = createRandom(5);
    let heavy = 0;
    for (let index = 0; index < 4_000; index += 1) {
      const value = random.weighted([
        ['heavy', 3],
        ['light', 1],
        ['never', 0],
      ] as const);
      expect(value).not.toBe('never');
      if (value === 'heavy') heavy += 1;
    }
    expect(heavy / 4_000).toBeGreaterThan(0.7);
    expect(heavy / 4_000).toBeLessThan(0.8);
  });
});
