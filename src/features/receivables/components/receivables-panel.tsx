import { useMemo } from 'react';
import { Link } from 'react-router-dom';

import { Card, CardNote } from '@/components/blocks/card';
import { BarChart } from '@/components/charts/bar-chart';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatDayKey } from '@/lib/chile-time';
import { formatCLP } from '@/lib/format';

import { useReceivablesStats } from '../api/get-receivables-stats';
import { INVOICE_STATUS_LABELS, INVOICE_STATUSES } from '../lib/invoices';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { ReceivablesLoadError } from './unreadable-portfolio';

const OWED = '#2563eb';
const LATE = '#dc2626';

const clp = (value: number) => formatCLP(value);

/**
 * The receivables panel (/dashboard/cuentas-por-cobrar): totals by status, who owes most, how
 * late the overdue invoices are, and what falls due this week; each chart with its table.
 */
export function ReceivablesPanel({ companyId }: { companyId: number }) {
  const stats = useReceivablesStats(companyId);
  const data = stats.data;
  const topLabels = useMemo(() => data?.topClients.map((entry) => entry.name) ?? [], [data]);
  const topSeries = useMemo(
    () =>
      data
        ? [{ label: 'Por cobrar', values: data.topClients.map((entry) => entry.owed), color: OWED }]
        : [],
    [data],
  );
  const rangeLabels = useMemo(() => data?.overdueRanges.map((entry) => entry.label) ?? [], [data]);
  const rangeSeries = useMemo(
    () =>
      data
        ? [
            {
              label: 'Saldo vencido',
              values: data.overdueRanges.map((entry) => entry.amount),
              color: LATE,
            },
          ]
        : [],
    [data],
  );

  if (stats.isPending) return <Skeleton className="h-96 rounded-xl" />;
  if (stats.isError || !data) {
    return (
      <ReceivablesLoadError
        companyId={companyId}
        error={stats.error}
        message="No se pudo cargar el panel de cobranza"
        onRetry={() => void stats.refetch()}
      />
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="receivables-totals" className="flex flex-col gap-3">
        <h2 id="receivables-totals" className="text-base font-semibold">
          Totales por estado
        </h2>
        <dl className="grid gap-3 sm:grid-cols-3 xl:grid-cols-6">
          <Card className="p-4">
            <dt className="text-sm text-muted-foreground">Por cobrar</dt>
            <dd className="text-xl font-semibold">{clp(data.owed)}</dd>
          </Card>
          {INVOICE_STATUSES.map((status) => (
            <Card key={status} className="p-4">
              <dt className="text-sm text-muted-foreground">{INVOICE_STATUS_LABELS[status]}</dt>
              <dd className="text-xl font-semibold">{clp(data.byStatus[status].amount)}</dd>
              <dd className="text-sm text-muted-foreground">
                <Link
                  className="hover:underline"
                  to={paths.dashboard.receivables.tracking.getHref({ status })}
                >
                  {data.byStatus[status].count}{' '}
                  {data.byStatus[status].count === 1 ? 'factura' : 'facturas'}
                </Link>
              </dd>
            </Card>
          ))}
        </dl>
      </section>

      <div className="grid gap-6 xl:grid-cols-2">
        <BarChart
          title="Los 5 clientes que más deben"
          labels={topLabels}
          series={topSeries}
          format={clp}
          horizontal
          categoryLabel="Cliente"
        />
        <BarChart
          title="Facturas vencidas por antigüedad"
          labels={rangeLabels}
          series={rangeSeries}
          format={clp}
          categoryLabel="Antigüedad"
          extraColumns={[
            {
              header: 'Facturas',
              values: data.overdueRanges.map((entry) => String(entry.count)),
            },
          ]}
        />
      </div>

      <section aria-labelledby="receivables-week" className="flex flex-col gap-3">
        <h2 id="receivables-week" className="text-base font-semibold">
          Vencen esta semana ({formatDayKey(data.dueThisWeek.from)} al{' '}
          {formatDayKey(data.dueThisWeek.to)})
        </h2>
        {data.dueThisWeek.invoices.length === 0 ? (
          <CardNote className="p-4">Ninguna factura pendiente vence esta semana.</CardNote>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">
              {data.dueThisWeek.invoices.length}{' '}
              {data.dueThisWeek.invoices.length === 1 ? 'factura' : 'facturas'} por{' '}
              {clp(data.dueThisWeek.amount)}
            </p>
            <ul className="flex flex-col gap-2">
              {data.dueThisWeek.invoices.map((invoice) => (
                <li
                  key={invoice.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-lg border bg-card p-3 text-sm"
                >
                  <span>
                    <Link
                      className="font-medium text-primary hover:underline"
                      to={paths.dashboard.receivables.management.getHref({ invoiceId: invoice.id })}
                    >
                      Factura N° {invoice.number}
                    </Link>{' '}
                    · {invoice.clientName} · vence {formatDayKey(invoice.dueDate)}
                  </span>
                  <span className="flex items-center gap-2">
                    <strong>{clp(invoice.balance)}</strong>
                    <InvoiceStatusBadge status={invoice.status} />
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
