import { z } from 'zod';

import { opportunityRefSchema } from '@/entities/opportunity/api/opportunity-schema';
import { apiRequest } from '@/lib/api-client';
import { workDataQuery } from '@/lib/work-data-query';

/**
 * The company's purchase orders (decision 0022): codes ending AG{YY} come from agile purchases,
 * SE{YY} from tenders. Amounts in CLP. An entity because two features read the list: the
 * purchase orders' page, and accounts receivable, whose invoices bill them (decision 0023).
 */
export const PURCHASE_ORDER_STATES = [
  'Enviada a proveedor',
  'Aceptada',
  'Recepción conforme',
  'Cancelada',
] as const;

export const purchaseOrderItemSchema = z.object({
  codigoProducto: z.string(),
  nombre: z.string(),
  unidad: z.string(),
  cantidad: z.number(),
  precioUnitario: z.number(),
});

export const purchaseOrderSchema = z.object({
  codigo: z.string(),
  comprador: z.string(),
  rutComprador: z.string(),
  fecha: z.string(),
  estado: z.enum(PURCHASE_ORDER_STATES),
  monto: z.number(),
  oportunidad: opportunityRefSchema,
  items: z.array(purchaseOrderItemSchema),
});
export type PurchaseOrder = z.output<typeof purchaseOrderSchema>;

export const purchaseOrdersResponseSchema = z.object({ data: z.array(purchaseOrderSchema) });

export const purchaseOrderKeys = {
  all: ['purchase-orders'] as const,
  list: (companyId: number) => [...purchaseOrderKeys.all, companyId] as const,
  detail: (companyId: number, codigo: string) =>
    [...purchaseOrderKeys.all, companyId, codigo] as const,
  unitPrices: (codes: readonly string[]) => ['unit-prices', [...codes].sort()] as const,
};

/** GET /purchase-orders?companyId: newest first. */
export async function getPurchaseOrders(companyId: number, signal?: AbortSignal) {
  const response = await apiRequest({
    path: '/purchase-orders',
    query: { companyId },
    schema: purchaseOrdersResponseSchema,
    timeout: 'activity',
    signal,
  });
  return response.data;
}

export const purchaseOrdersQueryOptions = (companyId: number) =>
  workDataQuery({
    queryKey: purchaseOrderKeys.list(companyId),
    path: '/purchase-orders',
    query: { companyId },
    schema: purchaseOrdersResponseSchema,
    errorMessage: 'Error al obtener las órdenes de compra',
  });
