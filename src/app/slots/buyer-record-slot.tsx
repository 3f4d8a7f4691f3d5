import { hasReceivablesAccess } from '@/entities/user/lib/permissions';
import { useCurrentCompany, useCurrentUser } from '@/entities/user/hooks/use-current-user';
import type { OpportunityDetail } from '@/entities/opportunity/api/opportunity-schema';
import { deferredPart } from '@/lib/lazy-component';

/*
 * Where accounts receivable plugs into the opportunity detail: how the buyer pays the company's
 * own invoices, for the allow-listed user only (the only one with receivables). Loaded with the
 * first detail that shows it.
 */
const BuyerPaymentRecord = deferredPart(
  () => import('@/features/receivables/components/buyer-payment-record'),
  (module) => module.BuyerPaymentRecord,
);

function BuyerRecordSlot({ rut }: { rut: string }) {
  const user = useCurrentUser();
  const { companyId } = useCurrentCompany();
  if (!hasReceivablesAccess(user) || !rut) return null;
  return <BuyerPaymentRecord companyId={companyId} rut={rut} />;
}

export function renderBuyerRecord(detail: OpportunityDetail) {
  return <BuyerRecordSlot rut={detail.comprador.rutUnidad} />;
}
