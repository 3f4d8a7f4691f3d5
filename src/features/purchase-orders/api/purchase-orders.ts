import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

import {
  purchaseOrderKeys,
  purchaseOrderSchema,
} from '@/entities/purchase-order/api/purchase-orders';
import { apiRequest } from '@/lib/api-client';

/**
 * One purchase order and the market's unit prices (decision 0022); the list and the order's
 * shape are the purchase-order entity's.
 */
export const purchaseOrderResponseSchema = z.object({ data: purchaseOrderSchema });

/**
 * Unit prices awarded for one product code in past purchase orders (anyone's, not just ours). A
 * code that names several products (UNSPSC's 'papel' is carta and oficio) may come once per
 * product, with its name in `producto`; a backend that groups by code alone leaves it out.
 */
export const unitPricesResponseSchema = z.object({
  data: z.array(
    z.object({
      codigoProducto: z.string(),
      producto: z.string().nullish(),
      precios: z.array(z.number()),
    }),
  ),
});

export type UnitPrices = z.infer<typeof unitPricesResponseSchema>['data'];

/**
 * The awarded prices of one item: those of its own product when the answer tells products apart,
 * else every price of its code.
 */
export function pricesOfItem(data: UnitPrices, productCode: string, productName: string) {
  const ofCode = data.filter((entry) => entry.codigoProducto === productCode);
  const ofProduct = ofCode.find((entry) => entry.producto === productName);
  return ofProduct ? ofProduct.precios : ofCode.flatMap((entry) => entry.precios);
}

export const PURCHASE_ORDER_NOT_FOUND = 'Orden de compra no encontrada.';

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
export const unitPricesQueryOptions = (codes: readonly string[]) => {
  const unique = [...new Set(codes)].sort();
  return queryOptions({
    queryKey: purchaseOrderKeys.unitPrices(unique),
    queryFn: async ({ signal }) =>
      (
        await apiRequest({
          path: '/purchase-orders/unit-prices',
          query: { codigos: unique.join(',') },
          schema: unitPricesResponseSchema,
          timeout: 'activity',
          signal,
        })
      ).data,
    staleTime: 5 * 60_000,
    enabled: unique.length > 0,
    meta: { silent: true },
  });
};
