import { cardClassName } from '@/components/blocks/card';
import { DataTable, type DataColumn } from '@/components/blocks/data-table';
import { Badge } from '@/components/ui/badge';
import { formatCLP } from '@/lib/format';

import type { ProcessOffers } from '../api/get-process-offers';
import { lineMargins, ownOffer, winnerOf, type LineMargin } from '../lib/margins';
import { formatPercent } from '../lib/sample';
import { SupplierName } from './supplier-name';

type Offer = ProcessOffers['ofertas'][number];

const OFFER_COLUMNS: readonly DataColumn<Offer>[] = [
  {
    header: 'Lugar',
    numeric: true,
    cell: (offer) => (offer.lugar === null ? '—' : `${offer.lugar}.º`),
  },
  {
    header: 'Proveedor',
    title: true,
    className: 'sm:max-w-72',
    cell: (offer) => <SupplierName rut={offer.rut} nombre={offer.nombre} own={offer.propia} />,
  },
  {
    header: 'Puntaje',
    numeric: true,
    cell: (offer) =>
      offer.puntaje === null
        ? '—'
        : offer.puntaje.toLocaleString('es-CL', { maximumFractionDigits: 1 }),
  },
  { header: 'Monto total', numeric: true, cell: (offer) => formatCLP(offer.total) },
  {
    header: 'Resultado',
    className: 'sm:max-w-72',
    cell: (offer) =>
      offer.seleccionada ? (
        <Badge variant="success">Adjudicada</Badge>
      ) : offer.motivoInadmisible ? (
        <>
          <Badge variant="warning">Inadmisible</Badge>
          <span className="mt-1 block text-xs">{offer.motivoInadmisible}</span>
        </>
      ) : (
        <Badge variant="outline">No adjudicada</Badge>
      ),
  },
];

/** Every offer of the process, in the evaluation's order, ours highlighted. */
export function Offers({ process }: { process: ProcessOffers }) {
  return (
    <DataTable
      label="Ofertas recibidas"
      caption={`Ofertas recibidas (${process.ofertas.length}), en el orden de la evaluación`}
      captionStyle="title"
      className={cardClassName}
      columns={OFFER_COLUMNS}
      items={process.ofertas}
      rowKey={(offer) => offer.rut}
      rowClassName={(offer) => (offer.propia ? 'bg-accent/60' : undefined)}
    />
  );
}

const signed = (value: number) =>
  `${value > 0 ? '+' : value < 0 ? '−' : ''}${formatCLP(Math.abs(value))}`;

const MARGIN_COLUMNS: readonly DataColumn<LineMargin>[] = [
  {
    header: 'Producto',
    title: true,
    cell: (line) => (
      <>
        {line.producto}
        <span className="block font-mono text-xs font-normal text-muted-foreground">
          {line.codigoProducto}
        </span>
      </>
    ),
  },
  { header: 'Cantidad', numeric: true, cell: (line) => line.cantidad.toLocaleString('es-CL') },
  { header: 'Nuestro precio unitario', numeric: true, cell: (line) => formatCLP(line.nuestro) },
  {
    header: 'Precio unitario del ganador',
    numeric: true,
    cell: (line) => formatCLP(line.ganador),
  },
  {
    header: 'Diferencia por unidad',
    numeric: true,
    className: (line) =>
      (line.diferencia ?? 0) > 0
        ? 'text-destructive'
        : (line.diferencia ?? 0) < 0
          ? 'text-success'
          : undefined,
    cell: (line) => (
      <>
        {line.diferencia === null ? '—' : signed(line.diferencia)}
        {line.relativa !== null && line.relativa !== 0 && (
          <span className="block text-xs">
            {line.relativa > 0 ? 'más caro' : 'más barato'} {formatPercent(Math.abs(line.relativa))}
          </span>
        )}
      </>
    ),
  },
];

/** What we were off by on each line, against the winner: only when another offer won. */
export function Margins({ process }: { process: ProcessOffers }) {
  const winner = winnerOf(process);
  const ours = ownOffer(process);
  if (!winner || !ours || winner === ours) return null;
  return (
    <DataTable
      label="Diferencia con el ganador por línea"
      caption={`Diferencia con el ganador (${winner.nombre}) por línea`}
      captionStyle="title"
      className={cardClassName}
      columns={MARGIN_COLUMNS}
      items={lineMargins(process)}
      // A product code may name two items: the position is the line's identity.
      rowKey={(_, index) => index}
    />
  );
}
