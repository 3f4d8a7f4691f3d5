import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { LANDING_SLOGANS } from './landing-slogans';
import {
  DELETE_MS,
  INITIAL_TYPEWRITER,
  MAX_SLOGAN_LENGTH,
  MIN_HOLD_MS,
  ROTATION_MS,
  step,
  TYPE_MS,
  type TypewriterState,
} from './typewriter';

/** Runs the machine until the next slogan starts (bounded); returns the time and the states. */
function runCycle(slogans: string[], from: TypewriterState = INITIAL_TYPEWRITER) {
  let state = from;
  let elapsed = 0;
  const seen: TypewriterState[] = [];
  for (let guard = 0; guard < 1000; guard += 1) {
    const { next, delay } = step(state, slogans);
    elapsed += delay;
    const finished = state.phase === 'deleting' && next.phase === 'typing';
    state = next;
    seen.push(state);
    if (finished) return { elapsed, seen, state };
  }
  throw new Error('the typewriter never moved to the next slogan');
}

describe('typewriter', () => {
  it('types at 80 ms and deletes at 40 ms per character', () => {
    expect(step({ index: 0, length: 2, phase: 'typing' }, ['hola'])).toEqual({
      next: { index: 0, length: 3, phase: 'typing' },
      delay: TYPE_MS,
    });
    expect(step({ index: 0, length: 3, phase: 'deleting' }, ['hola'])).toEqual({
      next: { index: 0, length: 2, phase: 'deleting' },
      delay: DELETE_MS,
    });
  });

  it('rotates every 6 s for slogans of a normal length, and cycles through all of them', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ minLength: 1, maxLength: 40 }), { minLength: 1, maxLength: 5 }),
        (slogans) => {
          let state = INITIAL_TYPEWRITER;
          for (let round = 0; round < slogans.length; round += 1) {
            const cycle = runCycle(slogans, state);
            const expectedIndex = (state.index + 1) % slogans.length;
            expect(cycle.state.index).toBe(expectedIndex);
            const length = slogans[state.index]!.length;
            // Typing, holding and deleting fill the 6 s (a very long slogan still holds 1.5 s).
            expect(cycle.elapsed).toBe(
              Math.max(ROTATION_MS, length * (TYPE_MS + DELETE_MS) + MIN_HOLD_MS),
            );
            expect(cycle.seen.every((seen) => seen.length <= length)).toBe(true);
            state = cycle.state;
          }
        },
      ),
    );
  });

  it("gives each of the landing's slogans exactly 6 s, typed, held at least 1.5 s and deleted", () => {
    expect(MAX_SLOGAN_LENGTH).toBe(37);
    let state = INITIAL_TYPEWRITER;
    const turns: { slogan: string; elapsed: number; held: number }[] = [];
    for (const slogan of LANDING_SLOGANS) {
      expect(slogan.length).toBeLessThanOrEqual(MAX_SLOGAN_LENGTH);
      let elapsed = 0;
      let held = 0;
      for (;;) {
        const { next, delay } = step(state, LANDING_SLOGANS);
        elapsed += delay;
        if (state.phase === 'typing' && next.phase === 'holding') held = delay;
        const finished = state.phase === 'deleting' && next.phase === 'typing';
        state = next;
        if (finished) break;
      }
      turns.push({ slogan, elapsed, held });
    }
    expect(turns.map((turn) => turn.elapsed)).toEqual([6000, 6000, 6000]);
    expect(turns.every((turn) => turn.held >= MIN_HOLD_MS)).toBe(true);
    // Back to the first: the rotation goes on.
    expect(state).toEqual(INITIAL_TYPEWRITER);
  });
});
