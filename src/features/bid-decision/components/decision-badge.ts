import type { BidDecisionKind } from '../api/bid-decision-schema';

/** How each decision's badge looks, on the detail and in the grid. */
export const DECISION_BADGE_VARIANTS: Readonly<
  Record<BidDecisionKind, 'success' | 'destructive' | 'warning'>
> = {
  postular: 'success',
  no_postular: 'destructive',
  revisar: 'warning',
};
