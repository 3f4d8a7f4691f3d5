import { Link } from 'react-router-dom';

import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { paths } from '@/config/paths';
import { formatDayText } from '@/lib/chile-business-days';
import { formatChileDate, formatCLP, timeUntil } from '@/lib/format';

import type { RadarAgile, RadarContract, RadarExtended, RadarReturn } from '../api/get-radar';
import { daysUntil, habitText } from '../lib/radar-view';

/*
 * The radar's four tables (decision 0031). Each process links to where it can be read: a closed
 * one to its offers (Competencia), an open one to its detail.
 */

const linkClass = 'font-medium text-primary hover:underline';

/** A row's first two cells: the process (linking where it can be read) and its buyer. */
function ProcessCells({
  item,
  open,
}: {
  item: { codigo: string; nombre: string; comprador: { nombre: string; region: string } };
  /** Open: its detail; closed: its offers (Competencia). */
  open: boolean;
}) {
  return (
    <>
      <TableCell className="min-w-52">
        <Link
          to={
            open
              ? paths.dashboard.opportunity.getHref(item.codigo)
              : paths.dashboard.competition.process.getHref(item.codigo)
          }
          className={`${linkClass} font-mono text-xs`}
        >
          {item.codigo}
        </Link>
        <span className="block">{item.nombre}</span>
      </TableCell>
      <TableCell className="min-w-40">
        {item.comprador.nombre}
        <span className="block text-xs text-muted-foreground">{item.comprador.region}</span>
      </TableCell>
    </>
  );
}

export function ReturnsTable({ items, now }: { items: RadarReturn[]; now: Date }) {
  return (
    <Table containerLabel="Vuelven a publicarse">
      <TableHeader>
        <TableRow>
          <TableHead>Proceso</TableHead>
          <TableHead>Comprador</TableHead>
          <TableHead>Resultado</TableHead>
          <TableHead>Historial del comprador</TableHead>
          <TableHead>Nuevo llamado</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.codigo}>
            <ProcessCells item={item} open={false} />
            <TableCell className="whitespace-nowrap">
              {item.estado === 'desierta' ? 'Desierta' : 'Revocada'}
              <span className="block text-xs text-muted-foreground">
                Cerró el {formatChileDate(item.cierre)}
              </span>
            </TableCell>
            <TableCell className="min-w-40 text-xs">{habitText(item.historialComprador)}</TableCell>
            <TableCell className="min-w-44">
              {item.nuevoLlamado ? (
                <>
                  <Link
                    to={paths.dashboard.opportunity.getHref(item.nuevoLlamado.codigo)}
                    // One box holding the hidden words, so a click on its middle lands on the link.
                    className={`${linkClass} relative inline-block font-mono text-xs`}
                  >
                    <span className="sr-only">Nuevo llamado</span> {item.nuevoLlamado.codigo}
                  </Link>
                  <span className="block text-xs text-muted-foreground">
                    Publicado el {formatChileDate(item.nuevoLlamado.publicadoEn)}
                  </span>
                </>
              ) : item.esperadoEn ? (
                <span className="text-xs">
                  Aún no se publica; esperado hacia el {formatChileDate(item.esperadoEn)}
                  {new Date(item.esperadoEn).getTime() < now.getTime() ? ' (ya pasó)' : ''}
                </span>
              ) : (
                <span className="text-xs text-muted-foreground">Aún no se publica</span>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function ContractsTable({ items, today }: { items: RadarContract[]; today: string }) {
  return (
    <Table containerLabel="Contratos por terminar">
      <TableHeader>
        <TableRow>
          <TableHead>Contrato</TableHead>
          <TableHead>Comprador</TableHead>
          <TableHead>Proveedor actual</TableHead>
          <TableHead>Termina</TableHead>
          <TableHead>Renovable</TableHead>
          <TableHead>Próximo llamado estimado</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => {
          const left = daysUntil(item.terminaEn, today);
          const next = daysUntil(item.proximoLlamadoEstimado, today);
          return (
            <TableRow key={item.codigo}>
              <ProcessCells item={item} open={false} />
              <TableCell className="min-w-40">
                <Link
                  to={paths.dashboard.competition.rival.getHref(item.proveedorActual.rut)}
                  className={linkClass}
                >
                  {item.proveedorActual.nombre}
                </Link>
                <span className="block text-xs text-muted-foreground">
                  {formatCLP(item.montoAdjudicado)} · {item.duracionMeses} meses desde el{' '}
                  {formatDayText(item.adjudicadoEn)}
                </span>
              </TableCell>
              <TableCell className="whitespace-nowrap tabular-nums">
                {formatDayText(item.terminaEn)}
                <span className="block text-xs text-muted-foreground">
                  {left === 0 ? 'hoy' : left === 1 ? 'en 1 día' : `en ${left} días`}
                </span>
              </TableCell>
              <TableCell>{item.renovable ? 'Sí' : 'No'}</TableCell>
              <TableCell className="whitespace-nowrap tabular-nums">
                {formatDayText(item.proximoLlamadoEstimado)}
                {next < 0 && (
                  <span className="block text-xs text-warning">Ya debería publicarse</span>
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

export function UnquotedTable({ items, now }: { items: RadarAgile[]; now: Date }) {
  return (
    <Table containerLabel="Compras ágiles sin cotizaciones">
      <TableHeader>
        <TableRow>
          <TableHead>Compra ágil</TableHead>
          <TableHead>Comprador</TableHead>
          <TableHead className="text-right">Monto disponible</TableHead>
          <TableHead>Cierre</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.codigo}>
            <ProcessCells item={item} open={true} />
            <TableCell className="text-right tabular-nums">{formatCLP(item.monto)}</TableCell>
            <TableCell className="whitespace-nowrap tabular-nums">
              {formatChileDate(item.cierre, 'dateTime')}
              <span className="block text-xs text-muted-foreground">
                {timeUntil(item.cierre, now)}
              </span>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function ExtendedTable({ items, now }: { items: RadarExtended[]; now: Date }) {
  return (
    <Table containerLabel="Cierres ampliados">
      <TableHeader>
        <TableRow>
          <TableHead>Licitación</TableHead>
          <TableHead>Comprador</TableHead>
          <TableHead className="text-right">Ofertas al primer cierre</TableHead>
          <TableHead>Cierre original</TableHead>
          <TableHead>Nuevo cierre</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.codigo}>
            <ProcessCells item={item} open={true} />
            <TableCell className="text-right tabular-nums">{item.ofertasAlCierre}</TableCell>
            <TableCell className="whitespace-nowrap tabular-nums">
              {formatChileDate(item.cierreOriginal, 'dateTime')}
            </TableCell>
            <TableCell className="whitespace-nowrap tabular-nums">
              {formatChileDate(item.cierre, 'dateTime')}
              <span className="block text-xs text-muted-foreground">
                {timeUntil(item.cierre, now)}
              </span>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
