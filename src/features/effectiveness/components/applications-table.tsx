import { Link } from 'react-router-dom';

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
import { paths } from '@/config/paths';
import { OUTCOME_LABELS, type Application } from '@/entities/application/api/application-schema';
import { formatChileDate, formatCLP } from '@/lib/format';

import { OUTCOME_VARIANT } from '../lib/outcome-format';

/** Every bid, newest first, with its offer and outcome; each opens its outcome. */
export function ApplicationsTable({ applications }: { applications: Application[] }) {
  const newest = [...applications].reverse();
  return (
    <Table containerLabel="Postulaciones" className={cardClassName} stackOnPhone>
      <TableTitle>Postulaciones ({applications.length})</TableTitle>
      <TableHeader>
        <TableRow>
          <TableHead>Oportunidad</TableHead>
          <TableHead>Postulada</TableHead>
          <TableHead className="text-right">Nuestra oferta</TableHead>
          <TableHead>Resultado</TableHead>
          <TableHead>Adjudicada a</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {newest.map((entry) => (
          <TableRow key={entry.id}>
            <TableCell className="sm:max-w-80">
              <Link
                to={paths.dashboard.effectiveness.getHref(entry.codigo)}
                className="font-mono text-xs font-medium text-primary hover:underline"
              >
                {entry.codigo}
              </Link>
              <span className="line-clamp-1 text-xs text-muted-foreground">{entry.nombre}</span>
            </TableCell>
            <TableCell data-label="Postulada" className="tabular-nums">
              {formatChileDate(entry.fechaPostulacion)}
            </TableCell>
            <TableCell data-label="Nuestra oferta" className="text-right tabular-nums">
              {formatCLP(entry.montoOfertado)}
            </TableCell>
            <TableCell data-label="Resultado">
              <Badge variant={OUTCOME_VARIANT[entry.resultado]}>
                {OUTCOME_LABELS[entry.resultado]}
              </Badge>
            </TableCell>
            <TableCell data-label="Adjudicada a" className="text-xs sm:max-w-56">
              {entry.adjudicadoA ?? '—'}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
