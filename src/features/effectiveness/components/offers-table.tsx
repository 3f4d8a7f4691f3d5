import { cardClassName } from '@/components/blocks/card';
import { Badge } from '@/components/ui/badge';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TableTitle,
} from '@/components/ui/table';
import { formatCLP } from '@/lib/format';

import type { Outcome } from '../api/get-outcome';

/** 'Ofertas recibidas': every offer, lowest first, ours marked and the winner's badged. */
export function OffersTable({ offers }: { offers: Outcome['ofertas'] }) {
  return (
    <Table containerLabel="Ofertas recibidas" className={cardClassName}>
      <TableTitle>Ofertas recibidas ({offers.length}), de menor a mayor</TableTitle>
      <TableHeader>
        <TableRow>
          <TableHead>Proveedor</TableHead>
          <TableHead className="text-right">Monto ofertado</TableHead>
          <TableHead>Resultado</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {offers.map((offer) => (
          <TableRow key={offer.proveedor} className={offer.propia ? 'bg-accent/60' : undefined}>
            <TableCell>
              {offer.proveedor}
              {offer.propia && (
                <Badge variant="outline" className="ml-2">
                  Nuestra oferta
                </Badge>
              )}
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatCLP(offer.monto)}</TableCell>
            <TableCell>
              {offer.adjudicada ? <Badge variant="success">Adjudicada</Badge> : '—'}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
