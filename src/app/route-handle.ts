import { useMatches } from 'react-router-dom';

export type RouteHandle = { title: string };

/** The header shows the current route's title, 'Panel' by default (decision 0006). */
export const DEFAULT_TITLE = 'Panel';

export function useRouteTitle() {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.title) return handle.title;
  }
  return DEFAULT_TITLE;
}
