/**
 * The grid (virtualisation, CSV) is not part of any page's first JS: it loads with the first
 * search, or when a page first has rows to show. Call it early to start the download.
 */
export const loadResultsGrid = () => import('../components/results-grid');
