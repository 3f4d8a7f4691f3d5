/**
 * Seeded pseudo-random numbers for demo data: the mock API's and the receivables' demo portfolio
 * (decision 0023). Math.random would give a different catalogue on every reload, and then saved
 * searches, tags and e2e assertions could not point at the same opportunity twice.
 */

export type Random = {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** Uniform float in [min, max). */
  float(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** Picks by relative weight; weights need not add up to 1. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  bool(probability: number): boolean;
  /** Up to `count` distinct elements, in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** Shuffles in place and returns the same array. */
  shuffle<T>(items: T[]): T[];
};

/** mulberry32: 32 bits of state, fast, and good enough for fake data (not for secrets). */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;

  function next(): number {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  function int(min: number, max: number): number {
    return min + Math.floor(next() * (max - min + 1));
  }

  function pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick() needs at least one element');
    return items[Math.floor(next() * items.length)] as T;
  }

  function weighted<T>(entries: readonly (readonly [T, number])[]): T {
    // Indexed loops: this runs several times per generated record, and iterator destructuring
    // made it the slowest part of seeding.
    const length = entries.length;
    let total = 0;
    for (let index = 0; index < length; index += 1) {
      total += (entries[index] as readonly [T, number])[1];
    }
    if (length === 0 || total <= 0) throw new Error('weighted() needs a positive weight');
    let target = next() * total;
    for (let index = 0; index < length; index += 1) {
      const entry = entries[index] as readonly [T, number];
      target -= entry[1];
      if (target < 0) return entry[0];
    }
    // Floating-point rounding can leave a sliver past the last entry.
    return (entries[length - 1] as readonly [T, number])[0];
  }

  function shuffle<T>(items: T[]): T[] {
    for (let index = items.length - 1; index > 0; index -= 1) {
      const other = Math.floor(next() * (index + 1));
      const kept = items[index] as T;
      items[index] = items[other] as T;
      items[other] = kept;
    }
    return items;
  }

  function sample<T>(items: readonly T[], count: number): T[] {
    const copy = items.slice();
    const size = Math.max(0, Math.min(count, copy.length));
    // Partial Fisher-Yates: only the first `size` places need to be settled.
    for (let index = 0; index < size; index += 1) {
      const other = index + Math.floor(next() * (copy.length - index));
      const kept = copy[index] as T;
      copy[index] = copy[other] as T;
      copy[other] = kept;
    }
    return copy.slice(0, size);
  }

  return {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    pick,
    weighted,
    bool: (probability) => next() < probability,
    sample,
    shuffle,
  };
}

/** A 32-bit FNV-1a hash of a text: a seed that is the same for the same text on every run. */
export function hashText(text: string) {
  let value = 2_166_136_261;
  for (let index = 0; index < text.length; index += 1) {
    value = Math.imul(value ^ text.charCodeAt(index), 16_777_619);
  }
  return value >>> 0;
}
