import { lazy, Suspense } from 'react';

import type { OpportunityDetail } from '@/entities/opportunity/api/opportunity-schema';
import type { ResultsGridSlots } from '@/features/opportunities/components/results-grid';

/*
 * Where the tags feature plugs into the opportunities feature's grid and detail (a feature never
 * imports another). The tag controls load with the first grid or detail that shows them, not
 * with the search page's first screen.
 */
const OpportunityTagsSlot = lazy(() =>
  import('./tag-slot-view').then((module) => ({ default: module.OpportunityTagsSlot })),
);

/** The results grid's 'Etiquetas' cell and its 'Etiquetar' row action. */
export const TAG_GRID_SLOTS: ResultsGridSlots = {
  renderTags: (row) => (
    <Suspense fallback={null}>
      <OpportunityTagsSlot variant="cell" codigo={row.codigo} tags={row.etiquetas} />
    </Suspense>
  ),
  renderRowActions: (row) => (
    <Suspense fallback={null}>
      <OpportunityTagsSlot variant="action" codigo={row.codigo} tags={row.etiquetas} />
    </Suspense>
  ),
};

/** The detail's 'Etiquetas' section: its chips and 'Etiquetar'. */
export function renderDetailTags(detail: OpportunityDetail) {
  return (
    <Suspense fallback={null}>
      <OpportunityTagsSlot variant="detail" codigo={detail.codigo} tags={detail.etiquetas} />
    </Suspense>
  );
}
