import { useSyncExternalStore } from 'react';

import { mediaQueryList, subscribeToMediaQuery } from '@/lib/media-query';

/** Below 768 px the sidebar is a slide-over. */
export const MOBILE_BREAKPOINT_PX = 768;
const query = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;
const subscribe = subscribeToMediaQuery(query);

export function useIsMobile() {
  return useSyncExternalStore(
    subscribe,
    () => mediaQueryList(query).matches,
    () => false,
  );
}
