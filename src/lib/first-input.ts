/** What counts as the visitor's first input on a page (decision 0010). */
export const FIRST_INPUT_EVENTS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'wheel',
  'focusin',
] as const;

/** Calls `callback` once, on the visitor's first input anywhere in the window. */
export function onFirstInput(callback: () => void) {
  const options = { capture: true, passive: true } as const;
  const once = () => {
    cancel();
    callback();
  };
  const cancel = () => {
    for (const type of FIRST_INPUT_EVENTS) window.removeEventListener(type, once, options);
  };
  for (const type of FIRST_INPUT_EVENTS) window.addEventListener(type, once, options);
  return cancel;
}
