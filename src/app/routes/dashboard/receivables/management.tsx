import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import { useCurrentCompany } from '@/entities/user/api/use-current-user';
import { purchaseOrdersQueryOptions } from '@/features/purchase-orders/api/purchase-orders';
import { InvoiceManagementPage } from '@/features/receivables/components/invoice-management-page';
import { formatCLP } from '@/lib/format';

/**
 * /dashboard/cuentas-por-cobrar/gestion[?factura]: invoices, payments and commitments. The
 * company's purchase orders (another feature's data) are what an invoice can bill.
 */
export function Component() {
  const { companyId } = useCurrentCompany();
  const orders = useQuery(purchaseOrdersQueryOptions(companyId));
  const purchaseOrders = useMemo(
    () =>
      (orders.data ?? [])
        .filter((order) => order.estado !== 'Cancelada')
        .map((order) => ({
          codigo: order.codigo,
          label: `${order.codigo} · ${order.comprador} · ${formatCLP(order.monto)}`,
        })),
    [orders.data],
  );
  return <InvoiceManagementPage companyId={companyId} purchaseOrders={purchaseOrders} />;
}
