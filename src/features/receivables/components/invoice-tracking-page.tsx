import { DownloadIcon } from 'lucide-react';
import { useMemo, useState } from 'react';

import { CardNote } from '@/components/blocks/card';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { chileDayKey } from '@/lib/chile-time';
import { downloadCsv, toCsv } from '@/lib/csv';
import { formatCLP } from '@/lib/format';

import { useClients } from '../api/get-clients';
import { useInvoices } from '../api/get-invoices';
import { clientDisplayName } from '../lib/clients';
import { INVOICE_STATUS_LABELS, INVOICE_STATUSES, type InvoiceStatus } from '../lib/invoices';
import {
  filterInvoices,
  INVOICE_CSV_COLUMNS,
  sortInvoices,
  sumInvoices,
  type Sort,
  type SortKey,
  type TrackingFilters,
} from '../lib/tracking';
import { InvoiceTable } from './invoice-table';
import { ReceivablesLoadError } from './unreadable-portfolio';

const ALL = 'todas';
const NO_FILTERS: TrackingFilters = { status: ALL, clientId: null, from: '', to: '', search: '' };

/**
 * Invoice tracking (/dashboard/cuentas-por-cobrar/seguimiento): every invoice with its client,
 * order, dates, amounts with 19 % VAT, status and days overdue; filters by status, client and
 * issue date, sorting by any figure, totals of what is shown, and a CSV of it.
 */
export function InvoiceTrackingPage({
  companyId,
  initialStatus,
  initialClientId,
}: {
  companyId: number;
  initialStatus?: InvoiceStatus;
  initialClientId?: number;
}) {
  const invoices = useInvoices(companyId);
  const clients = useClients(companyId);
  const [filters, setFilters] = useState<TrackingFilters>({
    ...NO_FILTERS,
    status: initialStatus ?? ALL,
    clientId: initialClientId ?? null,
  });
  const [sort, setSort] = useState<Sort>({ key: 'issueDate', direction: 'desc' });
  const change = (patch: Partial<TrackingFilters>) => setFilters((old) => ({ ...old, ...patch }));
  const rows = useMemo(
    () => sortInvoices(filterInvoices(invoices.data ?? [], filters), sort),
    [invoices.data, filters, sort],
  );
  const sums = sumInvoices(rows);
  const rangeError =
    filters.from && filters.to && filters.from > filters.to
      ? 'La fecha «Desde» no puede ser posterior a «Hasta»'
      : null;

  const toggleSort = (key: SortKey) =>
    setSort((old) =>
      old.key === key
        ? { key, direction: old.direction === 'asc' ? 'desc' : 'asc' }
        : { key, direction: key === 'clientName' || key === 'number' ? 'asc' : 'desc' },
    );

  return (
    <div className="flex flex-col gap-4">
      <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <legend className="sr-only">Filtros de facturas</legend>
        <SelectField
          label="Estado"
          value={filters.status}
          onChange={(value) => change({ status: value as TrackingFilters['status'] })}
          options={[
            { value: ALL, label: 'Todos' },
            ...INVOICE_STATUSES.map((value) => ({ value, label: INVOICE_STATUS_LABELS[value] })),
          ]}
        />
        <SelectField
          label="Cliente"
          value={filters.clientId === null ? ALL : String(filters.clientId)}
          busy={clients.isPending}
          onChange={(value) => change({ clientId: value === ALL ? null : Number(value) })}
          options={[
            { value: ALL, label: 'Todos' },
            ...(clients.data ?? []).map((client) => ({
              value: String(client.id),
              label: clientDisplayName(client),
            })),
          ]}
        />
        <FormField label="Emitidas desde" error={rangeError ?? undefined}>
          <Input
            type="date"
            value={filters.from}
            onChange={(event) => change({ from: event.target.value })}
          />
        </FormField>
        <FormField label="Emitidas hasta">
          <Input
            type="date"
            value={filters.to}
            onChange={(event) => change({ to: event.target.value })}
          />
        </FormField>
        <FormField label="N° de factura u orden">
          <Input
            type="search"
            value={filters.search}
            onChange={(event) => change({ search: event.target.value })}
          />
        </FormField>
      </fieldset>

      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p aria-live="polite" className="text-muted-foreground">
          {invoices.data
            ? `${sums.count.toLocaleString('es-CL')} ${sums.count === 1 ? 'factura' : 'facturas'} · total ${formatCLP(sums.total)} · saldo ${formatCLP(sums.balance)}`
            : 'Cargando facturas…'}
        </p>
        <div className="flex gap-2">
          <Button variant="ghost" size="sm" onClick={() => setFilters(NO_FILTERS)}>
            Limpiar filtros
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={rows.length === 0}
            onClick={() =>
              downloadCsv(
                `facturas-${chileDayKey(new Date()) ?? 'hoy'}.csv`,
                toCsv(rows, INVOICE_CSV_COLUMNS),
              )
            }
          >
            <DownloadIcon aria-hidden />
            Exportar CSV
          </Button>
        </div>
      </div>

      {invoices.isPending ? (
        <Skeleton className="h-96 rounded-xl" />
      ) : invoices.isError ? (
        <ReceivablesLoadError
          companyId={companyId}
          error={invoices.error}
          message="No se pudieron cargar las facturas"
          onRetry={() => void invoices.refetch()}
        />
      ) : rows.length === 0 ? (
        <CardNote>No hay facturas con estos filtros.</CardNote>
      ) : (
        <InvoiceTable rows={rows} sums={sums} sort={sort} onSort={toggleSort} />
      )}
    </div>
  );
}
