import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { spread } from '@/mocks/areas/competition/aggregates';
import { awardedPricesOf, awardedUnitPrices } from '@/mocks/areas/competition/awarded-prices';
import { currentMarket } from '@/mocks/areas/competition/current-market';
import { formatCLP } from '@/lib/format';
import { renderWithProviders } from '@/testing/render-with-providers';
import { signInAs } from '@/testing/test-utils';

import { pricesOfItem } from '../api/get-unit-prices';
import { SuggestedPrice } from './suggested-price';

describe("'Precio sugerido'", () => {
  it('tells one product of a code apart from another, falling back to the whole code', () => {
    const data = [
      { codigoProducto: '14111507', producto: 'Resma carta', precios: [3_500, 3_600] },
      { codigoProducto: '14111507', producto: 'Resma oficio', precios: [4_600] },
      { codigoProducto: '42131606', precios: [170, 17_000] },
    ];
    expect(pricesOfItem(data, '14111507', 'Resma oficio')).toEqual([4_600]);
    expect(pricesOfItem(data, '14111507', 'Papel de otro tipo')).toEqual([3_500, 3_600, 4_600]);
    expect(pricesOfItem(data, '42131606', 'Guantes')).toEqual([170, 17_000]);
    expect(pricesOfItem(data, '99999999', 'Nada')).toEqual([]);
  });

  it("shows the market's winners' prices of the same product, as Competencia counts them", async () => {
    await signInAs('demo');
    const market = currentMarket();
    // A code that names two products: each shows its own awarded prices.
    const [code, products] = [...market.processes.flatMap((process) => process.lines)]
      .map((line) => [line.productCode, awardedUnitPrices(market, line.productCode)] as const)
      .find(([, entries]) => entries.length > 1)!;
    const product = products[1]!.product;
    const figures = spread(awardedPricesOf(market, code, product))!;
    renderWithProviders(
      <SuggestedPrice productCode={code} productName={product} allCodes={[code]} ownPrice={null} />,
    );
    expect(
      await screen.findByText(`${figures.n} ${figures.n === 1 ? 'orden' : 'órdenes'}`, {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(formatCLP(figures.mediana))).toBeInTheDocument();
  });

  it('says so when no order bought the product', async () => {
    await signInAs('demo');
    renderWithProviders(
      <SuggestedPrice
        productCode="99999999"
        productName="Nada"
        allCodes={['99999999']}
        ownPrice={null}
      />,
    );
    expect(await screen.findByText('Sin órdenes de compra con este producto')).toBeInTheDocument();
  });
});
