import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

import {
  purchaseOrderKeys,
  purchaseOrderSchema,
} from '@/entities/purchase-order/api/get-purchase-orders';
import { apiRequest } from '@/lib/api-client';

/** One purchase order (decision 0022); the list and the order's shape are the entity's. */
export const purchaseOrderResponseSchema = z.object({ data: purchaseOrderSchema });

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
