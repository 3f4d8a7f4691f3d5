import { paths } from '@/config/paths';

/**
 * The intro tours (decision 0022): the sidebar, the main search and the activity filters. This
 * module is what every dashboard page carries (a few names and a storage key); the steps and
 * driver.js load only when a tour runs (./tours).
 */
export const TOUR_IDS = ['sidebar', 'search', 'activity-filters'] as const;
export type TourId = (typeof TOUR_IDS)[number];

export const TOUR_LABELS: Readonly<Record<TourId, string>> = {
  sidebar: 'Tour del menú lateral',
  search: 'Tour de la búsqueda con IA',
  'activity-filters': 'Tour de los filtros de actividades',
};

/** Where each tour runs (the sidebar's on any dashboard page: the search page). */
export const TOUR_PAGES: Readonly<Record<TourId, string>> = {
  sidebar: paths.dashboard.root.getHref(),
  search: paths.dashboard.root.getHref(),
  'activity-filters': paths.dashboard.activities.getHref(),
};

/** The restart event: `window.dispatchEvent(new CustomEvent(RESTART_TOUR_EVENT, { detail: id }))`. */
export const RESTART_TOUR_EVENT = 'oportuna:restart-tour';

export const TOURS_SEEN_KEY = 'oportuna_tours_seen';

export function seenTours(): Set<TourId> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(TOURS_SEEN_KEY) ?? '[]');
    return new Set(
      Array.isArray(stored)
        ? stored.filter((id): id is TourId => TOUR_IDS.includes(id as TourId))
        : [],
    );
  } catch {
    return new Set();
  }
}

export function markTourSeen(id: TourId) {
  try {
    localStorage.setItem(TOURS_SEEN_KEY, JSON.stringify([...seenTours().add(id)]));
  } catch {
    // Storage full or blocked: the tour may show again, which is harmless.
  }
}

/** Starts a tour again from anywhere (the help centre, the header's help button). */
export function restartTour(id: TourId) {
  window.dispatchEvent(new CustomEvent(RESTART_TOUR_EVENT, { detail: id }));
}

/** The tour a page shows first to someone who has not seen it (null: none left). */
export function firstUnseenTour(pathname: string, seen: ReadonlySet<TourId>): TourId | null {
  if (pathname === paths.dashboard.activities.getHref()) {
    return seen.has('activity-filters') ? null : 'activity-filters';
  }
  if (pathname === paths.dashboard.root.getHref()) {
    return (['sidebar', 'search'] as const).find((id) => !seen.has(id)) ?? null;
  }
  return null;
}
