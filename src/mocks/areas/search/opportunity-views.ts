// The grid's bench (scripts/bench/grid-main.tsx) still imports the row view from here; the view
// is the catalogue's now. Delete this file once the bench imports catalogue/opportunity-views.
export { toSummary } from '../catalogue/opportunity-views';
