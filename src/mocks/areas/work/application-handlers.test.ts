import { beforeEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';

import { recordApplication } from '@/entities/application/api/record-application';
import { outcomeQueryOptions } from '@/features/effectiveness/api/get-outcome';
import { funnelQueryOptions } from '@/features/kpi/api/get-funnel';
import { purchaseOrderQueryOptions } from '@/features/purchase-orders/api/get-purchase-order';
import { unitPricesQueryOptions } from '@/features/purchase-orders/api/get-unit-prices';
import { getOpportunity } from '@/features/opportunities/api/get-opportunity';

import { db } from '../../core/database';
import { DEMO_ACCOUNTS } from '../accounts/seed';
import { CATEGORIES } from '../catalogue/categories';
import { failure, signIn } from '@/testing/mock-handlers';

const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 } } });
const fetchQuery: QueryClient['fetchQuery'] = (options) => client.fetchQuery(options);

beforeEach(async () => {
  client.clear();
  await signIn(DEMO_ACCOUNTS.demo.email, DEMO_ACCOUNTS.demo.password);
});

describe('bids, purchase orders and prices', () => {
  it('records a bid sent through the extension as pending, with its feed line', async () => {
    const { data } = await recordApplication(1, {
      codigo: '1267-36-COT26',
      montoOfertado: 450_000,
    });
    expect(data).toMatchObject({
      codigo: '1267-36-COT26',
      resultado: 'pendiente',
      montoOfertado: 450_000,
    });
    expect(db.state.activities.at(-1)).toMatchObject({
      kind: 'postulacion',
      opportunityCode: '1267-36-COT26',
    });
    const outcome = await fetchQuery(outcomeQueryOptions(1, '1267-36-COT26'));
    expect(outcome.ofertas).toEqual([expect.objectContaining({ propia: true })]);
  });

  it('opens a purchase order and the past opportunity it came from', async () => {
    const order = db.state.purchaseOrders.find((entry) => entry.companyId === 1)!;
    const detail = await fetchQuery(purchaseOrderQueryOptions(1, order.code));
    expect(detail.codigo).toBe(order.code);
    const past = await getOpportunity(order.opportunityCode);
    expect(past.nombre).toBe(order.opportunityName);
    expect((await failure(fetchQuery(purchaseOrderQueryOptions(2, order.code)))).status).toBe(403);
  });

  it('answers awarded unit prices by product code, and the funnel for a period', async () => {
    const goods = CATEGORIES.flatMap((category) => category.items).find((item) => item.price > 0)!;
    const prices = await fetchQuery(unitPricesQueryOptions([goods.code, '00000000']));
    expect(prices.find((entry) => entry.codigoProducto === '00000000')?.precios).toEqual([]);
    const awarded = prices.find((entry) => entry.codigoProducto === goods.code)!.precios;
    expect(awarded.length).toBeGreaterThan(0);
    expect(awarded.every((price) => price > goods.price * 0.5 && price < goods.price * 2)).toBe(
      true,
    );
    const funnel = await fetchQuery(funnelQueryOptions(1, '2026-01-01', '2026-12-31'));
    expect(funnel.encontradas).toBeGreaterThan(0);
    expect(funnel.etiquetadas).toBeGreaterThan(0);
  });
});
