import { http } from 'msw';

import { purchaseOrdersResponseSchema } from '@/entities/purchase-order/api/get-purchase-orders';
import {
  PURCHASE_ORDER_NOT_FOUND,
  purchaseOrderResponseSchema,
} from '@/features/purchase-orders/api/get-purchase-order';
import {
  unitPricesResponseSchema,
  type UnitPrices,
} from '@/features/purchase-orders/api/get-unit-prices';

import { db } from '../../core/database';
import { apiUrl, decodeSegment, fail, respond } from '../../core/http';
import { requireCompanyCall, requireUser } from '../../core/session';
import { awardedUnitPrices } from '../competition/awarded-prices';
import { currentMarket } from '../competition/current-market';
import type { MockPurchaseOrder } from './records';

/*
 * The company's purchase orders (one per bid won, decision 0022) and the market's awarded unit
 * prices of a product; the unit prices come before '/purchase-orders/:codigo', which would take
 * their path for a code.
 */

function toPurchaseOrder(order: MockPurchaseOrder) {
  return {
    codigo: order.code,
    comprador: order.buyerName,
    rutComprador: order.buyerRut,
    fecha: order.issuedAt,
    estado: order.state,
    monto: order.amount,
    oportunidad: { codigo: order.opportunityCode, nombre: order.opportunityName },
    items: order.items.map((item) => ({
      codigoProducto: item.productCode,
      nombre: item.name,
      unidad: item.unit,
      cantidad: item.quantity,
      precioUnitario: item.unitPrice,
    })),
  };
}

export const purchaseOrderHandlers = [
  http.get(apiUrl('/purchase-orders/unit-prices'), async ({ request }) => {
    await requireUser(request);
    const codes = (new URL(request.url).searchParams.get('codigos') ?? '')
      .split(',')
      .map((code) => code.trim())
      .filter((code) => /^\d{8}$/.test(code))
      .slice(0, 100);
    if (codes.length === 0) return fail(400, 'Indica al menos un código de producto.');
    const market = currentMarket();
    return respond(unitPricesResponseSchema, {
      data: [...new Set(codes)].flatMap((code): UnitPrices => {
        const products = awardedUnitPrices(market, code);
        if (products.length === 0) return [{ codigoProducto: code, producto: null, precios: [] }];
        return products.map(({ product, prices }) => ({
          codigoProducto: code,
          producto: product,
          precios: [...prices],
        }));
      }),
    });
  }),

  http.get(apiUrl('/purchase-orders'), async ({ request }) => {
    const { companyId } = await requireCompanyCall(request);
    const data = db.state.purchaseOrders
      .filter((order) => order.companyId === companyId)
      .sort((a, b) => b.issuedAt.localeCompare(a.issuedAt))
      .map(toPurchaseOrder);
    return respond(purchaseOrdersResponseSchema, { data });
  }),

  http.get<{ codigo: string }>(apiUrl('/purchase-orders/:codigo'), async ({ request, params }) => {
    const { companyId } = await requireCompanyCall(request);
    const code = decodeSegment(params.codigo);
    const order = db.state.purchaseOrders.find(
      (entry) => entry.companyId === companyId && entry.code === code,
    );
    if (!order) return fail(404, PURCHASE_ORDER_NOT_FOUND);
    return respond(purchaseOrderResponseSchema, { data: toPurchaseOrder(order) });
  }),
];
