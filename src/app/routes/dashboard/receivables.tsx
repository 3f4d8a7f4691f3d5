import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import { purchaseOrdersQueryOptions } from '@/entities/purchase-order/api/get-purchase-orders';
import { useCurrentCompany } from '@/entities/user/hooks/use-current-user';
import { ClientsPage } from '@/features/receivables/components/clients-page';
import { InvoiceManagementPage } from '@/features/receivables/components/invoice-management-page';
import { InvoiceTrackingPage } from '@/features/receivables/components/invoice-tracking-page';
import { ReceivablesPanel } from '@/features/receivables/components/receivables-panel';
import { INVOICE_STATUSES, type InvoiceStatus } from '@/features/receivables/lib/invoices';
import { formatCLP } from '@/lib/format';

/*
 * The four accounts-receivable screens (decision 0023) in one route module: they share almost
 * all their code and only the allow-listed user opens them, so one lazy import (one preload list
 * in the entry every visitor downloads) serves the four.
 */

/** /dashboard/cuentas-por-cobrar: who owes what and since when. */
export function PanelRoute() {
  const { companyId } = useCurrentCompany();
  return <ReceivablesPanel companyId={companyId} />;
}

/** /dashboard/cuentas-por-cobrar/clientes: the client master. */
export function ClientsRoute() {
  const { companyId } = useCurrentCompany();
  return <ClientsPage companyId={companyId} />;
}

/** /dashboard/cuentas-por-cobrar/seguimiento[?estado&cliente]: every invoice, filtered. */
export function TrackingRoute() {
  const { companyId } = useCurrentCompany();
  const [params] = useSearchParams();
  const status = params.get('estado');
  const clientId = Number(params.get('cliente')) || undefined;
  return (
    <InvoiceTrackingPage
      key={params.toString()}
      companyId={companyId}
      initialStatus={
        INVOICE_STATUSES.includes(status as InvoiceStatus) ? (status as InvoiceStatus) : undefined
      }
      initialClientId={clientId}
    />
  );
}

/**
 * /dashboard/cuentas-por-cobrar/gestion[?factura]: invoices, payments and commitments. The
 * company's purchase orders (another feature's data) are what an invoice can bill.
 */
export function ManagementRoute() {
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
