import type { ReactNode } from 'react';
import { useMatches } from 'react-router-dom';

/**
 * What a route tells the app shell (decision 0006). `title` is set with the route in router.tsx;
 * `preview` comes from the page's own module (`export const handle`): how the page first looks,
 * drawn while the session is checked (session-check-frame.tsx).
 */
export type RouteHandle = {
  title?: string;
  /** `status` says what is being waited for, to show where the page would say something. */
  preview?: (status: ReactNode) => ReactNode;
};

/** The header shows the current route's title, 'Panel' by default (decision 0006). */
export const DEFAULT_TITLE = 'Panel';

function useLeafmostHandle<K extends keyof RouteHandle>(key: K): RouteHandle[K] {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.[key]) return handle[key];
  }
  return undefined;
}

export function useRouteTitle() {
  return useLeafmostHandle('title') ?? DEFAULT_TITLE;
}

/** The current page's preview, when its module has one. */
export function useRoutePreview() {
  return useLeafmostHandle('preview');
}
