/**
 * The landing slogans' typewriter as a pure state machine: 80 ms per typed character, 40 ms per
 * deleted one, a new slogan every 6 s. `step` returns the next state and how long to wait before
 * it.
 */

export const TYPE_MS = 80;
export const DELETE_MS = 40;
export const ROTATION_MS = 6000;
/** The least time a slogan stays whole, to be read. */
export const MIN_HOLD_MS = 1500;
/**
 * The longest slogan that fits the 6 s at those speeds with time to read it: 37 characters
 * (37 × 120 ms + 1.5 s). A longer one still holds 1.5 s, and its turn runs over 6 s.
 */
export const MAX_SLOGAN_LENGTH = Math.floor((ROTATION_MS - MIN_HOLD_MS) / (TYPE_MS + DELETE_MS));

export type TypewriterState = {
  index: number;
  length: number;
  phase: 'typing' | 'holding' | 'deleting';
};

export const INITIAL_TYPEWRITER: TypewriterState = { index: 0, length: 0, phase: 'typing' };

/** How long a slogan stays whole: the rest of its 6 s after typing and deleting it. */
export function holdTime(sloganLength: number) {
  return Math.max(MIN_HOLD_MS, ROTATION_MS - sloganLength * (TYPE_MS + DELETE_MS));
}

export function step(
  state: TypewriterState,
  slogans: readonly string[],
): { next: TypewriterState; delay: number } {
  const current = slogans[state.index] ?? '';
  switch (state.phase) {
    case 'typing':
      if (state.length < current.length) {
        return { next: { ...state, length: state.length + 1 }, delay: TYPE_MS };
      }
      return { next: { ...state, phase: 'holding' }, delay: holdTime(current.length) };
    case 'holding':
      return { next: { ...state, phase: 'deleting' }, delay: 0 };
    case 'deleting':
      if (state.length > 0) {
        return { next: { ...state, length: state.length - 1 }, delay: DELETE_MS };
      }
      return {
        next: { index: (state.index + 1) % slogans.length, length: 0, phase: 'typing' },
        delay: 0,
      };
  }
}

/** Where a running typewriter writes, and how to stop it (it answers where it stopped). */
export type RunningTypewriter = { stop: () => TypewriterState };

/**
 * Runs the machine on an element's text: no React, so the static landing can type before the
 * app has loaded (decision 0010) and the component does not re-render per letter. With reduced
 * motion each slogan replaces the last, whole, every 6 s.
 */
export function runTypewriter(
  element: { textContent: string | null },
  slogans: readonly string[],
  { reducedMotion = false, from = INITIAL_TYPEWRITER } = {},
): RunningTypewriter {
  let state = from;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const show = () => {
    const slogan = slogans[state.index] ?? '';
    element.textContent = reducedMotion ? slogan : slogan.slice(0, state.length);
  };
  const tick = () => {
    const { next, delay } = reducedMotion
      ? {
          next: { ...state, index: (state.index + 1) % slogans.length },
          delay: ROTATION_MS,
        }
      : step(state, slogans);
    timer = setTimeout(() => {
      state = next;
      show();
      tick();
    }, delay);
  };
  show();
  tick();
  return {
    stop: () => {
      clearTimeout(timer);
      return state;
    },
  };
}

let handedOver: TypewriterState | undefined;

/**
 * The static landing's typewriter stops where it is before React hydrates the page; the
 * component's first run continues from there, so the letters never jump back.
 */
export function handOverTypewriter(state: TypewriterState) {
  handedOver = state;
}

export function takeTypewriterHandover() {
  const state = handedOver;
  handedOver = undefined;
  return state;
}
