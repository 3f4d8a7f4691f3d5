import { Suspense } from 'react';

import { hasReceivablesAccess } from '@/entities/user/lib/permissions';
import { useCurrentCompany, useCurrentUser } from '@/entities/user/hooks/use-current-user';
import type { OpportunityDetail } from '@/entities/opportunity/api/opportunity-schema';
import { lazyNamed } from '@/lib/lazy-named';

/*
 * Where accounts receivable plugs into the opportunity detail: how the buyer pays the company's
 * own invoices, for the allow-listed user only (the only one with receivables). Loaded with the
 * first detail that shows it.
 */
const BuyerPaymentRecord = lazyNamed(
  () => import('@/features/receivables/components/buyer-payment-record'),
  (module) => module.BuyerPaymentRecord,
);

function BuyerRecordSlot({ rut }: { rut: string }) {
  const user = useCurrentUser();
  const { companyId } = useCurrentCompany();
  if (!hasReceivablesAccess(user) || !rut) return null;
  return (
    <Suspense fallback={null}>
      <BuyerPaymentRecord companyId={companyId} rut={rut} />
    </Suspense>
  );
}

export function renderBuyerRecord(detail: OpportunityDetail) {
  return <BuyerRecordSlot rut={detail.comprador.rutUnidad} />;
}
