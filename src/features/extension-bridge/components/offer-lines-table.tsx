import { Input } from '@/components/ui/input';

import type { ApplyItem } from '../lib/offer-form';

/** 'Productos de la oferta': each item, its quantity, and the unit price the person types. */
export function OfferLinesTable({
  items,
  prices,
  onPrice,
}: {
  items: readonly ApplyItem[];
  prices: Readonly<Record<number, string>>;
  onPrice: (correlativo: number, value: string) => void;
}) {
  return (
    <div
      role="region"
      aria-label="Productos de la oferta"
      tabIndex={0}
      className="overflow-x-auto rounded-lg border"
    >
      <table className="w-full text-sm">
        <thead className="bg-muted/60 text-left">
          <tr>
            <th className="px-3 py-2 font-semibold">Producto</th>
            <th className="px-3 py-2 text-right font-semibold">Cantidad</th>
            <th className="px-3 py-2 font-semibold">Precio unitario (CLP)</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.correlativo} className="border-t">
              <td className="px-3 py-2">{item.nombre}</td>
              <td className="px-3 py-2 text-right tabular-nums">
                {item.cantidad.toLocaleString('es-CL')} {item.unidad}
              </td>
              <td className="px-3 py-2">
                <Input
                  inputMode="decimal"
                  aria-label={`Precio unitario de ${item.nombre}`}
                  value={prices[item.correlativo] ?? ''}
                  onChange={(event) => onPrice(item.correlativo, event.target.value)}
                  className="h-9 w-28"
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
