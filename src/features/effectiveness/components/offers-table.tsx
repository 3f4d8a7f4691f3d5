import { cardClassName } from '@/components/blocks/card';
import { DataTable, type DataColumn } from '@/components/blocks/data-table';
import { Badge } from '@/components/ui/badge';
import { formatCLP } from '@/lib/format';

import type { Outcome } from '../api/get-outcome';

type Offer = Outcome['ofertas'][number];

const COLUMNS: readonly DataColumn<Offer>[] = [
  {
    header: 'Proveedor',
    title: true,
    cell: (offer) => (
      <>
        {offer.proveedor}
        {offer.propia && (
          <Badge variant="outline" className="ml-2">
            Nuestra oferta
          </Badge>
        )}
      </>
    ),
  },
  { header: 'Monto ofertado', numeric: true, cell: (offer) => formatCLP(offer.monto) },
  {
    header: 'Resultado',
    cell: (offer) => (offer.adjudicada ? <Badge variant="success">Adjudicada</Badge> : '—'),
  },
];

/** 'Ofertas recibidas': every offer, lowest first, ours marked and the winner's badged. */
export function OffersTable({ offers }: { offers: Outcome['ofertas'] }) {
  return (
    <DataTable
      label="Ofertas recibidas"
      caption={`Ofertas recibidas (${offers.length}), de menor a mayor`}
      captionStyle="title"
      stackOnPhone={false}
      className={cardClassName}
      columns={COLUMNS}
      items={offers}
      rowKey={(offer) => offer.proveedor}
      rowClassName={(offer) => (offer.propia ? 'bg-accent/60' : undefined)}
    />
  );
}
