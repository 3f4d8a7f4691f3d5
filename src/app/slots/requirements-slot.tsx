import { Suspense } from 'react';

import type { OpportunityDetail } from '@/entities/opportunity/api/opportunity-schema';
import { useCurrentCompany } from '@/entities/user/hooks/use-current-user';
import { lazyNamed } from '@/lib/lazy-named';

/*
 * Where the offer's requirements plug into the opportunity's detail (issue 40, decision 0035):
 * 'Requisitos para postular', loaded after the detail is on screen, with 'Revisar antes de
 * enviar' and the offer package.
 */
const RequirementsSection = lazyNamed(
  () => import('@/features/offer/components/requirements-section'),
  (module) => module.RequirementsSection,
);

function RequirementsEntry({ detail }: { detail: OpportunityDetail }) {
  const { companyId } = useCurrentCompany();
  return (
    <Suspense fallback={null}>
      <RequirementsSection companyId={companyId} codigo={detail.codigo} detail={detail} />
    </Suspense>
  );
}

/** 'Requisitos para postular' on every opportunity's detail. */
export function renderDetailRequirements(detail: OpportunityDetail) {
  return <RequirementsEntry detail={detail} />;
}
