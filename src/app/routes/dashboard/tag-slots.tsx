import { lazy, Suspense, useCallback, useMemo } from 'react';

import type { TagChip } from '@/entities/tag/api/tag-schema';
import { useCurrentCompany } from '@/entities/user/api/use-current-user';
import type { OpportunityDetail } from '@/features/opportunities/api/opportunity-schema';
import type { ResultsGridSlots } from '@/features/opportunities/components/results-grid';
import { usePatchOpportunity } from '@/features/opportunities/hooks/use-patch-opportunity';

/*
 * Where the tags feature plugs into the opportunities feature's grid and detail (a feature never
 * imports another). The tag controls load with the first grid or detail that shows them, not
 * with the search page's first screen. A change goes to every place the app keeps the row
 * (cached searches, the detail, the navigation state), so the grid, the detail and
 * previous/next all show it.
 */
const OpportunityTags = lazy(() =>
  import('@/features/tags/components/opportunity-tags').then((module) => ({
    default: module.OpportunityTags,
  })),
);

function useTagsChange() {
  const patch = usePatchOpportunity();
  return useCallback(
    (codigo: string) => (etiquetas: TagChip[]) => patch(codigo, { etiquetas }),
    [patch],
  );
}

/** The results grid's 'Etiquetas' cell and its 'Etiquetar' row action. */
export function useTagGridSlots(): ResultsGridSlots {
  const { companyId } = useCurrentCompany();
  const onTagsChange = useTagsChange();
  return useMemo(
    () => ({
      renderTags: (row) => (
        <Suspense fallback={null}>
          <OpportunityTags
            variant="cell"
            companyId={companyId}
            opportunityCode={row.codigo}
            tags={row.etiquetas}
            onTagsChange={onTagsChange(row.codigo)}
          />
        </Suspense>
      ),
      renderRowActions: (row) => (
        <Suspense fallback={null}>
          <OpportunityTags
            variant="action"
            companyId={companyId}
            opportunityCode={row.codigo}
            tags={row.etiquetas}
            onTagsChange={onTagsChange(row.codigo)}
          />
        </Suspense>
      ),
    }),
    [companyId, onTagsChange],
  );
}

/** The detail's 'Etiquetas' section: its chips and 'Etiquetar'. */
export function useDetailTagsSlot() {
  const { companyId } = useCurrentCompany();
  const onTagsChange = useTagsChange();
  return (detail: OpportunityDetail) => (
    <Suspense fallback={null}>
      <OpportunityTags
        variant="detail"
        companyId={companyId}
        opportunityCode={detail.codigo}
        tags={detail.etiquetas}
        onTagsChange={onTagsChange(detail.codigo)}
      />
    </Suspense>
  );
}
