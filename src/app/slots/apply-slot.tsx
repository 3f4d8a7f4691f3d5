import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback } from 'react';

import { activityKeys } from '@/entities/activity/api/activity-keys';
import { isAgilePurchase } from '@/entities/agile-purchase/lib/agile-purchase-code';
import { applicationKeys } from '@/entities/application/api/application-keys';
import { recordApplication } from '@/entities/application/api/record-application';
import { fetchCompanyPriceLookup } from '@/entities/company-files/api/get-price-list';
import type { OpportunityDetail } from '@/entities/opportunity/api/opportunity-schema';
import { useCurrentCompany } from '@/entities/user/hooks/use-current-user';
import { toast } from '@/lib/toast';
import type { PriceLookup } from '@/features/extension-bridge/lib/offer-form';
import { deferredPart } from '@/lib/lazy-component';
import { lazyNamed } from '@/lib/lazy-named';

/*
 * Where the extension plugs into an agile purchase's detail (issue 11): its items become the
 * offer's lines, and the company's price list (company configuration) gives their prices.
 */
const ApplyButton = deferredPart(
  () => import('@/features/extension-bridge/components/apply-button'),
  (module) => module.ApplyButton,
);
/** The offer's check before sending (issue 40), loaded when the dialog opens. */
const OfferVerdict = lazyNamed(
  () => import('@/features/offer/components/offer-verdict'),
  (module) => module.OfferVerdict,
);

function DetailApplyEntry({ detail }: { detail: OpportunityDetail }) {
  const queryClient = useQueryClient();
  const { companyId } = useCurrentCompany();
  const loadPrices = useCallback(
    (): Promise<PriceLookup | null> => fetchCompanyPriceLookup(queryClient, companyId),
    [queryClient, companyId],
  );
  return (
    <ApplyButton
      codigo={detail.codigo}
      nombre={detail.nombre}
      items={detail.items.map((item) => ({
        correlativo: item.correlativo,
        nombre: item.nombre,
        cantidad: item.cantidad,
        unidad: item.unidad,
      }))}
      budget={detail.monto}
      loadPrices={loadPrices}
      renderReview={() => (
        <Suspense fallback={null}>
          <OfferVerdict companyId={companyId} codigo={detail.codigo} budget={detail.monto} />
        </Suspense>
      )}
      onSent={({ total }) => {
        // The bid joins effectiveness, the KPIs and the feed. The offer is already in the
        // portal, so a failure here only says it was not recorded.
        void recordApplication(companyId, { codigo: detail.codigo, montoOfertado: total })
          .catch(() => toast.error('La oferta se envió, pero no pudimos registrarla en Oportuna.'))
          .finally(() =>
            Promise.all([
              queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
              queryClient.invalidateQueries({ queryKey: activityKeys.all }),
            ]),
          );
      }}
    />
  );
}

/** 'Postular con la extensión', on agile purchases only. */
export function renderDetailApply(detail: OpportunityDetail) {
  if (!isAgilePurchase(detail.codigo)) return null;
  return <DetailApplyEntry detail={detail} />;
}
