import { Suspense } from 'react';

import type { OpportunityDetail } from '@/entities/opportunity/api/opportunity-schema';
import { lazyNamed } from '@/lib/lazy-named';

import { renderItemPrice } from './item-price-slot';

/*
 * 'Anexos de la oferta' on the detail (issue 40): it loads after the detail is on screen, and
 * jsPDF only on a 'Descargar PDF' press. Each line's suggested price is the items table's own
 * cell (the price list and the awarded prices), handed in so the offer knows neither feature.
 */
const AnnexesSection = lazyNamed(
  () => import('@/features/offer/components/annexes-section'),
  (module) => module.AnnexesSection,
);

export function renderDetailAnnexes(detail: OpportunityDetail) {
  return (
    <Suspense fallback={null}>
      <AnnexesSection
        detail={detail}
        renderSuggestedPrice={(item) => renderItemPrice(item, detail)}
      />
    </Suspense>
  );
}
