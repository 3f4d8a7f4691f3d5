import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { purchaseOrderKeys } from '@/entities/purchase-order/api/get-purchase-orders';
import { apiRequest } from '@/lib/api-client';

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
