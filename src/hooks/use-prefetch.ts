import { useEffect } from 'react';

import { prefetch, type Loader } from '@/lib/prefetch';

/**
 * Fetches ahead the code of presses this component offers (lib/prefetch.ts), while it is on
 * screen and `enabled`. Pass loaders defined once at module level, so each is fetched once.
 */
export function usePrefetch(loaders: readonly Loader[], enabled = true) {
  useEffect(() => {
    if (!enabled) return;
    for (const load of loaders) prefetch(load);
    // The loaders are module-level constants: their identity never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled]);
}
