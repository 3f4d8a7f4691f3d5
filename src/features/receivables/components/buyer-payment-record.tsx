import { Link } from 'react-router-dom';

import { CardSection } from '@/components/blocks/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatCLP } from '@/lib/format';

import { useBuyerRecord } from '../api/get-buyer-record';
import { isUnreadableReceivables } from '../store/receivables-store';
import { UnreadablePortfolio } from './unreadable-portfolio';

/**
 * 'Comportamiento de pago del comprador' on an opportunity's detail: how this public body has
 * paid the company's own invoices, so a supplier knows before bidding whether it pays on time.
 */
export function BuyerPaymentRecord({ companyId, rut }: { companyId: number; rut: string }) {
  const record = useBuyerRecord(companyId, rut);
  const data = record.data;
  return (
    <CardSection title="Comportamiento de pago del comprador" className="sm:p-4">
      {record.isPending ? (
        <Skeleton className="h-16" />
      ) : isUnreadableReceivables(record.error) ? (
        <UnreadablePortfolio companyId={companyId} />
      ) : record.isError ? (
        <p className="text-sm text-destructive">No se pudo consultar tu cartera de cobranza.</p>
      ) : !data?.client || data.invoices === 0 ? (
        <p className="text-sm text-muted-foreground">
          Aún no le has facturado a este comprador: no hay historial de pagos en tu cartera.
        </p>
      ) : (
        <>
          <dl className="grid gap-3 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-muted-foreground">Facturas emitidas</dt>
              <dd className="text-lg font-semibold">{data.invoices}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Días promedio de pago</dt>
              <dd className="text-lg font-semibold">
                {data.averageDaysToPay === null ? 'Sin pagos aún' : `${data.averageDaysToPay} días`}
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Respecto del vencimiento</dt>
              <dd className="text-lg font-semibold">
                {data.averageDaysLate === null
                  ? '—'
                  : data.averageDaysLate > 0
                    ? `${data.averageDaysLate} días de atraso`
                    : 'Paga a tiempo'}
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Vencidas hoy</dt>
              <dd
                className={
                  data.overdueNow > 0
                    ? 'text-lg font-semibold text-destructive'
                    : 'text-lg font-semibold'
                }
              >
                {data.overdueNow}
                {data.overdueNow > 0 && ` (${formatCLP(data.overdueAmount)})`}
              </dd>
            </div>
          </dl>
          <p className="text-sm">
            Según tu cartera de cobranza ({data.client.name}).{' '}
            <Link
              className="text-primary hover:underline"
              to={paths.dashboard.receivables.tracking.getHref({ clientId: data.client.id })}
            >
              Ver sus facturas
            </Link>
          </p>
        </>
      )}
    </CardSection>
  );
}
