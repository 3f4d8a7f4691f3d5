import { lazy, Suspense } from 'react';

import type { RenderItemPrice } from '@/features/opportunities/components/detail-items-table';

/* The detail's suggested price per item; it loads with the first detail that shows it. */
const ItemPriceCell = lazy(() =>
  import('./item-price-view').then((module) => ({ default: module.ItemPriceCell })),
);

export const renderItemPrice: RenderItemPrice = (item, detail) => (
  <Suspense fallback={null}>
    <ItemPriceCell
      productCode={item.codigoProducto}
      productName={item.nombre}
      allCodes={detail.items.map((entry) => entry.codigoProducto)}
    />
  </Suspense>
);
