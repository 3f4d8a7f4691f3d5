/**
 * A media query's MediaQueryList, made once per query (and again if `window.matchMedia` itself is
 * replaced, as a test's stand-in is): `matches` is live, and making a list on every render costs
 * the browser a style update (8 ms over a search's first rows, issue 35).
 */
const lists = new Map<string, { matchMedia: typeof window.matchMedia; list: MediaQueryList }>();

export function mediaQueryList(query: string): MediaQueryList {
  const kept = lists.get(query);
  if (kept && kept.matchMedia === window.matchMedia) return kept.list;
  const list = window.matchMedia(query);
  lists.set(query, { matchMedia: window.matchMedia, list });
  return list;
}

/** useSyncExternalStore's `subscribe` for a media query. */
export function subscribeToMediaQuery(query: string) {
  return (onChange: () => void) => {
    const list = mediaQueryList(query);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  };
}
