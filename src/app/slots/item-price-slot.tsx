import { Suspense } from 'react';

import type { RenderItemPrice } from '@/features/opportunities/components/detail-items-table';
import { lazyNamed } from '@/lib/lazy-named';

/* The detail's suggested price per item; it loads with the first detail that shows it. */
const ItemPriceCell = lazyNamed(
  () => import('./item-price-view'),
  (module) => module.ItemPriceCell,
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
