import { PlusIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { CardNote } from '@/components/blocks/card';
import { DataTable, type DataColumn } from '@/components/blocks/data-table';
import { ViewSwitch } from '@/components/blocks/view-switch';
import { Button } from '@/components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDayKey } from '@/lib/chile-time';
import { formatCLP } from '@/lib/format';

import { useClients } from '../api/get-clients';
import { useInvoices } from '../api/get-invoices';
import type { Invoice } from '../api/receivables-schema';
import { usePage } from '../hooks/use-page';
import { matchesText } from '../lib/search';
import { InvoiceDetail } from './invoice-detail';
import { InvoiceFormDialog, type PurchaseOrderOption } from './invoice-form-dialog';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { Pager } from '@/components/blocks/pager';
import { SearchToolbar } from './search-toolbar';
import { ReceivablesLoadError } from './unreadable-portfolio';

const PAGE_SIZE = 25;

const MANAGED_COLUMNS: readonly DataColumn<Invoice>[] = [
  {
    header: 'N°',
    title: true,
    className: 'font-medium',
    cell: (invoice) => `N° ${invoice.number}`,
  },
  { header: 'Cliente', className: 'sm:min-w-48', cell: (invoice) => invoice.clientName },
  {
    header: 'Vencimiento',
    className: 'whitespace-nowrap',
    cell: (invoice) => (
      <>
        {formatDayKey(invoice.dueDate)}
        {invoice.daysOverdue > 0 && (
          <span className="text-destructive"> ({invoice.daysOverdue} días)</span>
        )}
      </>
    ),
  },
  {
    header: 'Saldo',
    numeric: true,
    className: 'whitespace-nowrap',
    cell: (invoice) => formatCLP(invoice.balance),
  },
  { header: 'Estado', cell: (invoice) => <InvoiceStatusBadge status={invoice.status} /> },
];
type Show = 'abiertas' | 'todas';

/**
 * Invoice management (/dashboard/cuentas-por-cobrar/gestion): issue and edit invoices, and for
 * each one record payments, commitments (with their follow-up task), cancel or compensate it.
 * `?factura=<id>` opens one, so the panel and the tracking list link straight to it.
 */
export function InvoiceManagementPage({
  companyId,
  purchaseOrders,
}: {
  companyId: number;
  /** The company's purchase orders an invoice can be linked to (composed in app/routes). */
  purchaseOrders: readonly PurchaseOrderOption[];
}) {
  const invoices = useInvoices(companyId);
  const clients = useClients(companyId);
  const [params, setParams] = useSearchParams();
  const [show, setShow] = useState<Show>('abiertas');
  const [search, setSearch] = useState('');
  const [form, setForm] = useState<{ invoice?: Invoice } | null>(null);
  const selectedId = Number(params.get('factura')) || null;
  const selected = invoices.data?.find((invoice) => invoice.id === selectedId);

  const rows = useMemo(
    () =>
      (invoices.data ?? [])
        .filter(
          (invoice) =>
            (show === 'todas' || invoice.status === 'pending' || invoice.status === 'overdue') &&
            matchesText(search, [
              String(invoice.number),
              invoice.clientName,
              invoice.purchaseOrderId,
            ]),
        )
        .sort((a, b) =>
          show === 'abiertas' ? a.dueDate.localeCompare(b.dueDate) : b.number - a.number,
        ),
    [invoices.data, show, search],
  );
  const { page, setPage, pageCount, slice } = usePage(rows, PAGE_SIZE, `${show}|${search}`);
  const nextNumber = Math.max(1000, ...(invoices.data ?? []).map((invoice) => invoice.number)) + 1;
  const select = (id: number | null) =>
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        if (id === null) next.delete('factura');
        else next.set('factura', String(id));
        return next;
      },
      { replace: id === null },
    );

  return (
    <div className="flex flex-col gap-4">
      <SearchToolbar
        label="Buscar facturas"
        placeholder="N°, cliente u orden de compra"
        value={search}
        onChange={setSearch}
      >
        <ViewSwitch
          label="Facturas a mostrar"
          value={show}
          onChange={setShow}
          options={[
            { value: 'abiertas', label: 'Por cobrar' },
            { value: 'todas', label: 'Todas' },
          ]}
        />
        <Button disabled={!clients.data} onClick={() => setForm({})}>
          <PlusIcon aria-hidden />
          Nueva factura
        </Button>
      </SearchToolbar>

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
        <CardNote>
          {show === 'abiertas' && !search
            ? 'No hay facturas por cobrar.'
            : 'Ninguna factura coincide con la búsqueda.'}
        </CardNote>
      ) : (
        <DataTable
          label="Facturas por gestionar"
          caption="Facturas por gestionar"
          captionStyle="hidden"
          columns={[
            ...MANAGED_COLUMNS,
            {
              header: 'Acciones',
              headerHidden: true,
              className: 'max-sm:text-end',
              cell: (invoice) => (
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Gestionar factura N° ${invoice.number}`}
                  onClick={() => select(invoice.id)}
                >
                  Gestionar
                </Button>
              ),
            },
          ]}
          items={slice}
          rowKey={(invoice) => invoice.id}
          rowClassName={(invoice) => (invoice.id === selectedId ? 'bg-muted' : undefined)}
        />
      )}
      <Pager page={page} pageCount={pageCount} onPage={setPage} label="facturas" />

      <Sheet open={Boolean(selected)} onOpenChange={(next) => !next && select(null)}>
        <SheetContent className="w-full overflow-y-auto sm:max-w-lg">
          {selected && (
            <>
              <SheetHeader>
                <SheetTitle>Factura N° {selected.number}</SheetTitle>
                <SheetDescription>{selected.clientName}</SheetDescription>
              </SheetHeader>
              <div className="px-4 pb-6">
                <InvoiceDetail
                  companyId={companyId}
                  invoice={selected}
                  client={clients.data?.find((client) => client.id === selected.clientId)}
                  isOwnPurchaseOrder={purchaseOrders.some(
                    (order) => order.codigo === selected.purchaseOrderId,
                  )}
                  onEdit={() => setForm({ invoice: selected })}
                />
              </div>
            </>
          )}
        </SheetContent>
      </Sheet>

      {/* The next number comes from the invoices: the form waits for them, as for the clients. */}
      {form && clients.data && invoices.data && (
        <InvoiceFormDialog
          companyId={companyId}
          open
          onOpenChange={(next) => !next && setForm(null)}
          invoice={form.invoice}
          clients={clients.data}
          nextNumber={nextNumber}
          purchaseOrders={purchaseOrders}
          onSaved={(invoice) => select(invoice.id)}
        />
      )}
    </div>
  );
}
