import { useCurrentCompany } from '@/entities/user/hooks/use-current-user';
import { PurchaseOrdersPage } from '@/features/purchase-orders/components/purchase-orders-page';

/** /dashboard/ordenes-de-compra: the company's purchase orders. */
export function Component() {
  const { companyId } = useCurrentCompany();
  return <PurchaseOrdersPage companyId={companyId} />;
}
