import type { OpportunityDetail } from '@/entities/opportunity/api/opportunity-schema';
import type { ResultsGridSlots } from '@/features/opportunities/components/results-grid';
import { deferredPart } from '@/lib/lazy-component';

/*
 * Where the tags feature plugs into the opportunities feature's grid and detail (a feature never
 * imports another). The tag controls load with the first grid or detail that shows them (or
 * ahead of it: `load`), not with the search page's first screen, and never hold it back.
 */
const OpportunityTagsSlot = deferredPart(
  () => import('./tag-slot-view'),
  (module) => module.OpportunityTagsSlot,
);

/** The results grid's 'Etiquetas' cell and its 'Etiquetar' row action. */
export const TAG_GRID_SLOTS: ResultsGridSlots = {
  load: OpportunityTagsSlot.load,
  renderTags: (row) => (
    <OpportunityTagsSlot variant="cell" codigo={row.codigo} tags={row.etiquetas} />
  ),
  renderRowActions: (row) => (
    <OpportunityTagsSlot variant="action" codigo={row.codigo} tags={row.etiquetas} />
  ),
};

/** The detail's 'Etiquetas' section: its chips and 'Etiquetar'. */
export function renderDetailTags(detail: OpportunityDetail) {
  return <OpportunityTagsSlot variant="detail" codigo={detail.codigo} tags={detail.etiquetas} />;
}
