import { useSearchParams } from 'react-router-dom';

import { useCurrentCompany } from '@/entities/user/api/use-current-user';
import { InvoiceTrackingPage } from '@/features/receivables/components/invoice-tracking-page';
import { INVOICE_STATUSES, type InvoiceStatus } from '@/features/receivables/lib/invoices';

/** /dashboard/cuentas-por-cobrar/seguimiento[?estado&cliente]: every invoice, filtered. */
export function Component() {
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
