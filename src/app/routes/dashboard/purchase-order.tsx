import { useParams } from 'react-router-dom';

import { useCurrentCompany } from '@/entities/user/hooks/use-current-user';
import { PurchaseOrderDetail } from '@/features/purchase-orders/components/purchase-orders-page';

/** /dashboard/ordenes-de-compra/{codigo}: one purchase order. */
export function Component() {
  const { codigo = '' } = useParams();
  const { companyId } = useCurrentCompany();
  return <PurchaseOrderDetail key={codigo} companyId={companyId} codigo={codigo} />;
}
