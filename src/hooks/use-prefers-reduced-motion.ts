import { useSyncExternalStore } from 'react';

import { mediaQueryList, subscribeToMediaQuery } from '@/lib/media-query';

const query = '(prefers-reduced-motion: reduce)';
const subscribe = subscribeToMediaQuery(query);

/**
 * Whether the user asked for less motion. While React hydrates index.html's static landing it
 * reads `false`, the snapshot that landing was written with; the real value follows at once.
 */
export function usePrefersReducedMotion() {
  return useSyncExternalStore(
    subscribe,
    () => mediaQueryList(query).matches,
    () => false,
  );
}
