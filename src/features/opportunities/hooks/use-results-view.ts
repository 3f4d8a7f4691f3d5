import { useState } from 'react';

import { INITIAL_GRID_VIEW, type GridView } from '../lib/grid-view';
import { returningDashboardState } from '../lib/navigation-state';
import { useNavigationStore } from '../lib/navigation-store';

/**
 * The grid's view for a page that lists opportunities it did not search for (a tag's list):
 * the view it had when the user opened one of them, if they are coming back to this page,
 * otherwise a fresh one (`initial` changes the fresh one's defaults: a tag's list opens on all
 * its processes, open or not). Give the page a `key` per list so another list starts afresh.
 */
export function useResultsView(originUrl: string, initial: Partial<GridView> = {}) {
  return useState<GridView>(
    () =>
      returningDashboardState(useNavigationStore.getState().state, originUrl)?.view ?? {
        ...INITIAL_GRID_VIEW,
        ...initial,
      },
  );
}
