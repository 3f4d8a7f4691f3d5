import { FileSignatureIcon } from 'lucide-react';

import { DeferredSection } from '@/components/blocks/deferred-section';
import type { OpportunityDetail } from '@/entities/opportunity/api/opportunity-schema';
import { lazyComponent } from '@/lib/lazy-component';

import { renderItemPrice } from './item-price-slot';

/*
 * 'Anexos de la oferta' on the detail (issue 40): its code loads when the section comes near the
 * screen (or from a `#anexos` link, the offer check's way to what it lacks), and its PDF writer
 * only on a 'Descargar PDF' press. Each line's suggested price is the items table's own cell
 * (the price list and the awarded prices), handed in so the offer knows neither feature.
 */
const AnnexesSection = lazyComponent(
  () => import('@/features/offer/components/annexes-section'),
  (module) => module.AnnexesSection,
);

export function renderDetailAnnexes(detail: OpportunityDetail) {
  return (
    <DeferredSection
      anchor="anexos"
      title="Anexos de la oferta"
      icon={FileSignatureIcon}
      load={AnnexesSection.load}
    >
      <AnnexesSection
        detail={detail}
        renderSuggestedPrice={(item) => renderItemPrice(item, detail)}
      />
    </DeferredSection>
  );
}
