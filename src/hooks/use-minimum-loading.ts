import { useEffect, useState } from 'react';

import { LOADING_MINIMUM_MS } from '@/config/ui-timing';

/**
 * Whether to show a loading state: while `loading`, and once shown at least `minimumMs` (0.5 s,
 * the spec's loading minimum) so a fast answer does not flash it and the content in turn. What
 * never loads (cached data) shows no loading state at all.
 */
export function useMinimumLoading(loading: boolean, minimumMs: number = LOADING_MINIMUM_MS) {
  const [wasLoading, setWasLoading] = useState(loading);
  const [holding, setHolding] = useState(loading);
  // A loading state begins: it is held from this render on (state adjusted while rendering, so
  // no render shows the content in between).
  if (loading !== wasLoading) {
    setWasLoading(loading);
    if (loading) setHolding(true);
  }
  useEffect(() => {
    if (!holding) return;
    const timer = setTimeout(() => setHolding(false), minimumMs);
    return () => clearTimeout(timer);
  }, [holding, minimumMs]);
  return loading || holding;
}
