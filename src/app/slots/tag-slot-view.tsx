import type { TagChip } from '@/entities/tag/api/tag-schema';
import { useCurrentCompany } from '@/entities/user/hooks/use-current-user';
import { usePatchOpportunity } from '@/features/opportunities/hooks/use-patch-opportunity';
import {
  OpportunityTags,
  type OpportunityTagsProps,
} from '@/features/tags/components/opportunity-tags';

/**
 * One opportunity's tags in the grid or the detail, wired to where the app keeps the row: a
 * change goes to every place that holds it (cached searches, the detail, the navigation state),
 * so the grid, the detail and previous/next all show it.
 */
export function OpportunityTagsSlot({
  codigo,
  tags,
  variant,
}: {
  codigo: string;
  tags: readonly TagChip[];
  variant: OpportunityTagsProps['variant'];
}) {
  const { companyId } = useCurrentCompany();
  const patch = usePatchOpportunity();
  return (
    <OpportunityTags
      variant={variant}
      companyId={companyId}
      opportunityCode={codigo}
      tags={tags}
      onTagsChange={(etiquetas) => patch(codigo, { etiquetas })}
    />
  );
}
