import { useParams } from 'react-router-dom';

import { GRID_SLOTS } from '@/app/slots/grid-slots';
import { paths } from '@/config/paths';
import type { Tag } from '@/entities/tag/api/tag-schema';
import { useCurrentCompany, useUserPermissions } from '@/entities/user/hooks/use-current-user';
import { AskTaggedButton } from '@/features/chat/components/ask-tagged-button';
import {
  opportunitySummarySchema,
  type OpportunitySummary,
} from '@/entities/opportunity/api/opportunity-schema';
import { OpportunityResults } from '@/features/opportunities/components/opportunity-results';
import { useResultsView } from '@/features/opportunities/hooks/use-results-view';
import { TagsPage } from '@/features/tags/components/tags-page';

/**
 * /dashboard/etiquetas/{tagId?}: the company's tags; a chosen tag's opportunities in the same
 * results grid as a search (sorting, CSV, the detail with previous/next and back to this list),
 * and the global AI chat over all of them.
 */
export function Component() {
  const { tagId } = useParams();
  const { companyId } = useCurrentCompany();
  return (
    <TagsPage
      companyId={companyId}
      selectedTagId={tagId}
      rowSchema={opportunitySummarySchema}
      actions={<AskTaggedButton companyId={companyId} />}
      renderOpportunities={(rows, tag) => <TagResults key={tag.id} rows={rows} tag={tag} />}
    />
  );
}

function TagResults({ rows, tag }: { rows: OpportunitySummary[]; tag: Tag }) {
  const { isSupervisor } = useUserPermissions();
  // The user's own pick, often of processes already decided: every one shows (decision 0011).
  const [view, setView] = useResultsView(paths.dashboard.tags.getHref(tag.id), { scope: 'all' });
  return (
    <OpportunityResults
      rows={rows}
      isSupervisor={isSupervisor}
      view={view}
      onViewChange={setView}
      slots={GRID_SLOTS}
      label={`Oportunidades con la etiqueta ${tag.name}`}
    />
  );
}
