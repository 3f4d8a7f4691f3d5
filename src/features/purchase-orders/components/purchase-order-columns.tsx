import { Link } from 'react-router-dom';

import type { DataColumn } from '@/components/blocks/data-table';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import type { PurchaseOrder } from '@/entities/purchase-order/api/get-purchase-orders';
import { formatChileDate, formatCLP } from '@/lib/format';

import { originOf } from '../lib/origin';

export const STATE_VARIANT: Record<
  PurchaseOrder['estado'],
  'secondary' | 'success' | 'outline' | 'destructive'
> = {
  'Enviada a proveedor': 'secondary',
  Aceptada: 'outline',
  'Recepción conforme': 'success',
  Cancelada: 'destructive',
};

export const ORDER_COLUMNS: readonly DataColumn<PurchaseOrder>[] = [
  {
    header: 'Código',
    title: true,
    cell: (order) => (
      <Link
        to={paths.dashboard.purchaseOrder.getHref(order.codigo)}
        className="font-mono text-xs font-medium text-primary hover:underline"
      >
        {order.codigo}
      </Link>
    ),
  },
  { header: 'Comprador', className: 'sm:max-w-64', cell: (order) => order.comprador },
  { header: 'Fecha', className: 'tabular-nums', cell: (order) => formatChileDate(order.fecha) },
  {
    header: 'Estado',
    cell: (order) => <Badge variant={STATE_VARIANT[order.estado]}>{order.estado}</Badge>,
  },
  { header: 'Monto', numeric: true, cell: (order) => formatCLP(order.monto) },
  {
    header: 'Origen',
    className: 'sm:max-w-72',
    cell: (order) => (
      <>
        <span className="block text-xs text-muted-foreground">{originOf(order.codigo)}</span>
        <Link
          to={paths.dashboard.effectiveness.getHref(order.oportunidad.codigo)}
          className="line-clamp-1 text-xs text-primary hover:underline"
          title={order.oportunidad.nombre}
        >
          {order.oportunidad.codigo}
        </Link>
      </>
    ),
  },
];

type Item = PurchaseOrder['items'][number];

export const ITEM_COLUMNS: readonly DataColumn<Item>[] = [
  { header: 'Código ONU', className: 'font-mono text-xs', cell: (item) => item.codigoProducto },
  { header: 'Producto', title: true, cell: (item) => item.nombre },
  { header: 'Cantidad', numeric: true, cell: (item) => item.cantidad.toLocaleString('es-CL') },
  { header: 'Unidad', cell: (item) => item.unidad },
  { header: 'Precio unitario', numeric: true, cell: (item) => formatCLP(item.precioUnitario) },
  {
    header: 'Total',
    numeric: true,
    cell: (item) => formatCLP(item.precioUnitario * item.cantidad),
  },
];
