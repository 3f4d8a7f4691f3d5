import { ClipboardCheckIcon } from 'lucide-react';

import { DeferredSection } from '@/components/blocks/deferred-section';
import type { OpportunityDetail } from '@/entities/opportunity/api/opportunity-schema';
import { useCurrentCompany } from '@/entities/user/hooks/use-current-user';
import { lazyComponent } from '@/lib/lazy-component';

/*
 * Where the offer's requirements plug into the opportunity's detail (issue 40, decision 0035):
 * 'Requisitos para postular', with 'Revisar antes de enviar' and the offer package. Its code
 * loads when the section comes near the screen, or at once from a `#requisitos` link (a task's
 * way back to its requirement): the detail's own download never carries it.
 */
const RequirementsSection = lazyComponent(
  () => import('@/features/offer/components/requirements-section'),
  (module) => module.RequirementsSection,
);

function RequirementsEntry({ detail }: { detail: OpportunityDetail }) {
  const { companyId } = useCurrentCompany();
  return (
    <DeferredSection
      anchor="requisitos"
      title="Requisitos para postular"
      icon={ClipboardCheckIcon}
      load={RequirementsSection.load}
    >
      <RequirementsSection companyId={companyId} codigo={detail.codigo} detail={detail} />
    </DeferredSection>
  );
}

/** 'Requisitos para postular' on every opportunity's detail. */
export function renderDetailRequirements(detail: OpportunityDetail) {
  return <RequirementsEntry detail={detail} />;
}
