import { lazyComponent } from '@/lib/lazy-component';

/**
 * The grid (virtualisation, CSV) is not part of any page's first JS: it loads with the first
 * search, or when a page first has rows to show, or ahead of them (`loadResultsGrid`).
 */
export const ResultsGrid = lazyComponent(
  () => import('../components/results-grid'),
  (module) => module.ResultsGrid,
);

export const loadResultsGrid = ResultsGrid.load;
