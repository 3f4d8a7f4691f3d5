import { PackageIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import type { OpportunityDetail } from '@/entities/opportunity/api/opportunity-schema';
import { DetailSection } from './detail-section';

/** Another feature's pricing of one requested item (a column of the items table). */
export type RenderItemPrice = (
  item: OpportunityDetail['items'][number],
  detail: OpportunityDetail,
) => ReactNode;

/** 'Productos y servicios': the requested items, with another feature's price when given. */
export function DetailItemsTable({
  detail,
  renderItemPrice,
}: {
  detail: OpportunityDetail;
  renderItemPrice?: RenderItemPrice;
}) {
  return (
    <DetailSection title={`Productos y servicios (${detail.items.length})`} icon={PackageIcon}>
      <div
        className="overflow-x-auto"
        tabIndex={0}
        role="region"
        aria-label="Tabla de ítems solicitados"
      >
        {/* On a phone each item is a block of lines (index.css: data-stack-on-phone). */}
        <table data-stack-on-phone className="w-full text-left text-sm sm:min-w-[760px]">
          <caption className="sr-only">Ítems solicitados</caption>
          <thead className="text-xs text-muted-foreground">
            <tr className="border-b">
              <th scope="col" className="py-2 pr-3 font-medium">
                #
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Código ONU
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Producto
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                Cantidad
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Unidad
              </th>
              {renderItemPrice && (
                <th scope="col" className="py-2 font-medium">
                  Precio sugerido
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {detail.items.map((item) => (
              <tr key={item.correlativo} className="border-b align-top last:border-0">
                <td data-label="#" className="py-2 pr-3 tabular-nums">
                  {item.correlativo}
                </td>
                <td data-label="Código ONU" className="py-2 pr-3 font-mono text-xs">
                  {item.codigoProducto}
                </td>
                <td className="py-2 pr-3">
                  <span className="font-medium">{item.nombre}</span>
                  <span className="block text-xs text-muted-foreground">{item.descripcion}</span>
                </td>
                <td data-label="Cantidad" className="py-2 pr-3 text-right tabular-nums">
                  {item.cantidad.toLocaleString('es-CL')}
                </td>
                <td data-label="Unidad" className="py-2 pr-3">
                  {item.unidad}
                </td>
                {renderItemPrice && (
                  <td data-label="Precio sugerido" className="py-2">
                    {renderItemPrice(item, detail)}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </DetailSection>
  );
}
