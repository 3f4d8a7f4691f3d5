import { prefetch, type Loader, type PrefetchPriority } from './prefetch';

/** The app's router says which modules a path's page needs (app/router.tsx registers it). */
let moduleLoaderFor: ((href: string) => Loader | undefined) | undefined;

export function setRouteModuleLoader(loaderFor: (href: string) => Loader | undefined) {
  moduleLoaderFor = loaderFor;
}

/** One loader per path, so a path asked for twice is fetched once. */
const byHref = new Map<string, Loader>();

/**
 * Fetches ahead the code of the page at `href` (lib/prefetch.ts): a link's press then waits only
 * for the page's data. Nothing happens for a path the router does not know.
 */
export function prefetchRoute(href: string, priority?: PrefetchPriority) {
  let load = byHref.get(href);
  if (!load) {
    // Matched against the routes when its turn comes, not when asked (a page asks at mount).
    load = () => moduleLoaderFor?.(href)?.() ?? Promise.resolve();
    byHref.set(href, load);
  }
  prefetch(load, priority);
}
