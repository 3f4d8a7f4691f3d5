import type { RenderItemPrice } from '@/features/opportunities/components/detail-items-table';
import { deferredPart } from '@/lib/lazy-component';

/* The detail's suggested price per item; it loads with the first detail that shows it. */
const ItemPriceCell = deferredPart(
  () => import('./item-price-view'),
  (module) => module.ItemPriceCell,
);

export const renderItemPrice: RenderItemPrice = (item, detail) => (
  <ItemPriceCell
    productCode={item.codigoProducto}
    productName={item.nombre}
    allCodes={detail.items.map((entry) => entry.codigoProducto)}
  />
);
