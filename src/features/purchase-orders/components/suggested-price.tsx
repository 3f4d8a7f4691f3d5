import { useQuery } from '@tanstack/react-query';

import { Badge } from '@/components/ui/badge';
import { formatCLP } from '@/lib/format';

import { pricesOfItem, unitPricesQueryOptions } from '../api/get-unit-prices';
import { pricePosition, priceStats } from '../lib/price-stats';

const POSITION_TEXT = {
  bajo: { label: 'Bajo lo adjudicado: hay margen', variant: 'success' },
  dentro: { label: 'Dentro del rango adjudicado', variant: 'secondary' },
  sobre: { label: 'Sobre lo adjudicado: difícil de ganar', variant: 'warning' },
} as const;

/**
 * One requested item's pricing: the company's own price (from its price list, when one matches)
 * beside the unit prices awarded for the same product in past purchase orders (median,
 * quartiles and how many orders), so the supplier prices to win and knows the margin. Every item
 * of the detail asks with the same codes, so the prices come in one request.
 */
export function SuggestedPrice({
  productCode,
  productName,
  allCodes,
  ownPrice,
}: {
  productCode: string;
  productName: string;
  allCodes: readonly string[];
  /** undefined while the price list loads; null when it has no match. */
  ownPrice: number | null | undefined;
}) {
  const prices = useQuery(unitPricesQueryOptions(allCodes));
  const stats = priceStats(prices.data ? pricesOfItem(prices.data, productCode, productName) : []);
  const position = stats && ownPrice ? POSITION_TEXT[pricePosition(ownPrice, stats)] : null;
  return (
    <div className="flex min-w-52 flex-col gap-1 text-xs">
      <span>
        Tu precio:{' '}
        {ownPrice === undefined ? (
          '…'
        ) : ownPrice === null ? (
          <span className="text-muted-foreground">sin precio en tu lista</span>
        ) : (
          <strong className="tabular-nums">{formatCLP(ownPrice)}</strong>
        )}
      </span>
      {prices.isPending ? (
        <span className="text-muted-foreground">Buscando precios adjudicados…</span>
      ) : prices.isError ? (
        <span className="text-muted-foreground">Precios adjudicados no disponibles</span>
      ) : stats ? (
        <span>
          Adjudicado: mediana{' '}
          <strong className="tabular-nums">{formatCLP(Math.round(stats.median))}</strong>{' '}
          <span className="text-muted-foreground tabular-nums">
            ({formatCLP(Math.round(stats.p25))} a {formatCLP(Math.round(stats.p75))}, {stats.count}{' '}
            {stats.count === 1 ? 'orden' : 'órdenes'})
          </span>
        </span>
      ) : (
        <span className="text-muted-foreground">Sin órdenes de compra con este producto</span>
      )}
      {position && <Badge variant={position.variant}>{position.label}</Badge>}
    </div>
  );
}
