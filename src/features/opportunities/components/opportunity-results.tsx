import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { prefetchRoute } from '@/lib/route-prefetch';
import type { SearchParams } from '@/lib/search-json';

import type { OpportunitySummary } from '@/entities/opportunity/api/opportunity-schema';
import { opportunityQueryOptions } from '../api/get-opportunity';
import { GRID_HEIGHT_CLASS, type GridView } from '../lib/grid-view';
import { createNavigationState } from '../lib/navigation-state';
import { useNavigationStore } from '../lib/navigation-store';
import { ResultsGrid } from '../lib/results-grid-chunk';
import type { ResultsGridSlots } from './results-grid';

/**
 * A list of opportunities in the results grid, wherever it comes from (a search, a saved search,
 * a tag): opening one keeps the list for previous/next (the navigation state, with this page's
 * URL as the origin and the grid's view), so the detail can walk it and going back restores it.
 * The page owns the view (sort, filter, selection, scroll): it restores it when coming back
 * (`returningDashboardState`) and starts afresh for a new list.
 */
export function OpportunityResults({
  rows,
  total = rows.length,
  searchParams = null,
  isSupervisor,
  view,
  onViewChange,
  slots,
  label,
}: {
  rows: OpportunitySummary[];
  /** How many the server found (the search may answer a page of them). */
  total?: number;
  /** The search behind the rows, kept so the search page can restore its form. */
  searchParams?: SearchParams | null;
  isSupervisor: boolean;
  view: GridView;
  onViewChange: (view: GridView) => void;
  slots?: ResultsGridSlots;
  /** The grid's accessible name (the search's results unless said). */
  label?: string;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  // A row's detail is the list's next screen: its page's code comes first in line.
  const firstCode = rows[0]?.codigo;
  useEffect(() => {
    if (firstCode) prefetchRoute(paths.dashboard.opportunity.getHref(firstCode), 'first');
  }, [firstCode]);

  const open = (
    codigo: string,
    ordered: OpportunitySummary[],
    index: number,
    scrollTop: number,
  ) => {
    useNavigationStore.getState().set(
      createNavigationState({
        opportunities: ordered,
        index,
        originUrl: `${location.pathname}${location.search}`,
        now: Date.now(),
        dashboardState: {
          hasSearched: true,
          currentPage: 1,
          totalOpportunities: total,
          searchParams,
          opportunities: rows,
          // Where the list is as it opens, so coming back shows the row that was opened.
          view: { ...view, scrollTop },
        },
      }),
    );
    // The detail's data is asked for with the press, not once its page has drawn.
    void queryClient.prefetchQuery(opportunityQueryOptions(codigo));
    void navigate(paths.dashboard.opportunity.getHref(codigo), {
      state: { fromNavigation: true },
    });
  };

  return (
    <Suspense fallback={<Skeleton className={`${GRID_HEIGHT_CLASS} rounded-xl`} />}>
      <ResultsGrid
        rows={rows}
        isSupervisor={isSupervisor}
        view={view}
        onViewChange={onViewChange}
        onOpen={open}
        slots={slots}
        label={label}
      />
    </Suspense>
  );
}
