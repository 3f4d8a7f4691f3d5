import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { opportunityRefSchema } from '@/entities/opportunity/api/opportunity-schema';
import { apiRequest } from '@/lib/api-client';
import { workDataQuery } from '@/lib/work-data-query';

/**
 * The company's purchase orders (decision 0022): codes ending AG{YY} come from agile purchases,
 * SE{YY} from tenders. Amounts in CLP.
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
export const purchaseOrderResponseSchema = z.object({ data: purchaseOrderSchema });

/** Unit prices awarded for one product code in past purchase orders (anyone's, not just ours). */
export const unitPricesResponseSchema = z.object({
  data: z.array(z.object({ codigoProducto: z.string(), precios: z.array(z.number()) })),
});

export const PURCHASE_ORDER_NOT_FOUND = 'Orden de compra no encontrada.';

export const purchaseOrderKeys = {
  all: ['purchase-orders'] as const,
  list: (companyId: number) => [...purchaseOrderKeys.all, companyId] as const,
  detail: (companyId: number, codigo: string) =>
    [...purchaseOrderKeys.all, companyId, codigo] as const,
  unitPrices: (codes: readonly string[]) => ['unit-prices', [...codes].sort()] as const,
};

/** GET /purchase-orders?companyId: newest first. */
export const purchaseOrdersQueryOptions = (companyId: number) =>
  workDataQuery({
    queryKey: purchaseOrderKeys.list(companyId),
    path: '/purchase-orders',
    query: { companyId },
    schema: purchaseOrdersResponseSchema,
    errorMessage: 'Error al obtener las órdenes de compra',
  });

/** GET /purchase-orders/{codigo}?companyId: 404 with PURCHASE_ORDER_NOT_FOUND. */
export const purchaseOrderQueryOptions = (companyId: number, codigo: string) =>
  queryOptions({
    queryKey: purchaseOrderKeys.detail(companyId, codigo),
    queryFn: async ({ signal }) =>
      (
        await apiRequest({
          path: `/purchase-orders/${encodeURIComponent(codigo)}`,
          query: { companyId },
          schema: purchaseOrderResponseSchema,
          timeout: 'activity',
          signal,
        })
      ).data,
    meta: { silent: true },
  });

/** GET /purchase-orders/unit-prices?codigos=a,b: awarded unit prices by product code. */
export const unitPricesQueryOptions = (codes: readonly string[]) =>
  queryOptions({
    queryKey: purchaseOrderKeys.unitPrices(codes),
    queryFn: async ({ signal }) =>
      (
        await apiRequest({
          path: '/purchase-orders/unit-prices',
          query: { codigos: [...codes].sort().join(',') },
          schema: unitPricesResponseSchema,
          timeout: 'activity',
          signal,
        })
      ).data,
    staleTime: 5 * 60_000,
    enabled: codes.length > 0,
    meta: { silent: true },
  });
