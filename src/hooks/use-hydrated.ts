import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates index.html's static landing, true afterwards and in every render
 * that is not a hydration. What the static copy could not contain (a part that loads on its
 * own, the mock API's controls) waits for it.
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
