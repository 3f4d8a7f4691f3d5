import { useQuery } from '@tanstack/react-query';
import { FileTextIcon } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';

import { Card, cardClassName } from '@/components/blocks/card';
import { DataTable } from '@/components/blocks/data-table';
import { DetailPage } from '@/components/blocks/detail-page';
import { LoadError } from '@/components/feedback/load-error';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SelectField } from '@/components/ui/select-field';
import { TableCell, TableRow } from '@/components/ui/table';
import { paths } from '@/config/paths';
import {
  PURCHASE_ORDER_STATES,
  purchaseOrdersQueryOptions,
} from '@/entities/purchase-order/api/get-purchase-orders';
import { foldText } from '@/lib/fold-text';
import { formatChileDate, formatCLP } from '@/lib/format';

import { purchaseOrderQueryOptions } from '../api/get-purchase-order';
import { originOf } from '../lib/origin';
import { ITEM_COLUMNS, ORDER_COLUMNS, STATE_VARIANT } from './purchase-order-columns';

/** /dashboard/ordenes-de-compra: the company's purchase orders, searchable. */
export function PurchaseOrdersPage({ companyId }: { companyId: number }) {
  const orders = useQuery(purchaseOrdersQueryOptions(companyId));
  const [text, setText] = useState('');
  const [state, setState] = useState('todos');
  const deferred = useDeferredValue(text);
  const visible = useMemo(() => {
    const wanted = foldText(deferred.trim());
    return (orders.data ?? []).filter(
      (order) =>
        (state === 'todos' || order.estado === state) &&
        (!wanted ||
          foldText(
            `${order.codigo} ${order.comprador} ${order.oportunidad.codigo} ${order.oportunidad.nombre}`,
          ).includes(wanted)),
    );
  }, [orders.data, deferred, state]);
  const total = visible
    .filter((order) => order.estado !== 'Cancelada')
    .reduce((sum, order) => sum + order.monto, 0);

  return (
    <div className="flex flex-col gap-4">
      <Card className="grid gap-3 p-3 sm:grid-cols-[1fr_16rem]">
        <div className="flex flex-col gap-2">
          <Label htmlFor="po-search">Buscar orden de compra</Label>
          <Input
            id="po-search"
            type="search"
            placeholder="Código, comprador u oportunidad"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <SelectField
          label="Estado"
          value={state}
          onChange={setState}
          options={[
            { value: 'todos', label: 'Todos' },
            ...PURCHASE_ORDER_STATES.map((value) => ({ value, label: value })),
          ]}
        />
      </Card>
      {orders.isError ? (
        <LoadError
          message="Error al obtener las órdenes de compra"
          onRetry={() => void orders.refetch()}
        />
      ) : (
        <DataTable
          label="Órdenes de compra"
          caption="Órdenes de compra de la empresa"
          captionStyle="hidden"
          className={cardClassName}
          columns={ORDER_COLUMNS}
          items={visible}
          rowKey={(order) => order.codigo}
          loading={orders.isPending}
          empty={
            orders.data?.length === 0
              ? 'Tu empresa aún no tiene órdenes de compra.'
              : 'Ninguna orden de compra coincide con la búsqueda.'
          }
          footer={
            visible.length > 0 && (
              <TableRow>
                <TableCell colSpan={4}>
                  {visible.length} {visible.length === 1 ? 'orden' : 'órdenes'} · total sin las
                  canceladas
                </TableCell>
                <TableCell data-label="Total" className="text-right font-semibold tabular-nums">
                  {formatCLP(total)}
                </TableCell>
                <TableCell className="max-sm:hidden" />
              </TableRow>
            )
          }
        />
      )}
    </div>
  );
}

/** /dashboard/ordenes-de-compra/{codigo}: one order, its items and where it came from. */
export function PurchaseOrderDetail({ companyId, codigo }: { companyId: number; codigo: string }) {
  return (
    <DetailPage
      back={{ to: paths.dashboard.purchaseOrders.getHref(), label: 'Volver a órdenes de compra' }}
      query={useQuery(purchaseOrderQueryOptions(companyId, codigo))}
      loadingLabel="Cargando orden de compra"
      failure={{
        title: 'No pudimos cargar la orden de compra',
        notFoundTitle: 'No encontramos esta orden de compra',
      }}
    >
      {(order) => (
        <article aria-labelledby="po-title" className="flex flex-col gap-4">
          <Card as="header" className="flex flex-col gap-2 p-4 sm:p-5">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="secondary" className="font-mono">
                {order.codigo}
              </Badge>
              <Badge variant={STATE_VARIANT[order.estado]}>{order.estado}</Badge>
              <Badge variant="outline">{originOf(order.codigo)}</Badge>
            </div>
            <h2 id="po-title" className="text-xl font-semibold">
              Orden de compra {order.codigo}
            </h2>
            <dl className="grid gap-2 text-sm sm:grid-cols-3">
              <div>
                <dt className="text-xs text-muted-foreground">Comprador</dt>
                <dd>
                  {order.comprador} · RUT {order.rutComprador}
                </dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Fecha de emisión</dt>
                <dd className="tabular-nums">{formatChileDate(order.fecha, 'dateTime')}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Monto total</dt>
                <dd className="font-semibold tabular-nums">{formatCLP(order.monto)}</dd>
              </div>
            </dl>
            <p className="flex flex-wrap items-center gap-1 text-sm">
              <FileTextIcon className="size-4 text-muted-foreground" aria-hidden />
              Viene de
              <Link
                to={paths.dashboard.opportunity.getHref(order.oportunidad.codigo)}
                className="font-medium text-primary hover:underline"
              >
                {order.oportunidad.codigo}: {order.oportunidad.nombre}
              </Link>
              ·
              <Link
                to={paths.dashboard.effectiveness.getHref(order.oportunidad.codigo)}
                className="text-primary hover:underline"
              >
                Ver resultado de la postulación
              </Link>
            </p>
          </Card>
          <DataTable
            label="Ítems de la orden"
            caption="Ítems de la orden de compra"
            captionStyle="hidden"
            className={cardClassName}
            columns={ITEM_COLUMNS}
            items={order.items}
            rowKey={(item) => `${item.codigoProducto}-${item.nombre}`}
          />
        </article>
      )}
    </DetailPage>
  );
}
