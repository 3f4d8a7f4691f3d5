import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { CardFigure, FigureCard, FigureCardList } from '@/components/blocks/card-figure';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { paths } from '@/config/paths';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { cn } from '@/lib/cn';
import { formatDayText } from '@/lib/chile-business-days';
import { formatChileDate, formatCLP, timeUntil } from '@/lib/format';

import type { RadarAgile, RadarContract, RadarExtended, RadarReturn } from '../api/get-radar';
import { daysUntil, habitText } from '../lib/radar-view';

/*
 * The radar's four lists (decision 0031): a table on a desktop, a card per process on a phone
 * (five columns scroll out of 375 px). Each process links to where it can be read: a closed one
 * to its offers (Competencia), an open one to its detail.
 */

const linkClass = 'font-medium text-primary hover:underline';

type Process = { codigo: string; nombre: string; comprador: { nombre: string; region: string } };

/** A column after the process and its buyer: its header and what a row shows under it. */
type Column<T> = {
  header: string;
  cell: (item: T) => ReactNode;
  className?: string;
  numeric?: boolean;
};

function ProcessLink({ item, open }: { item: Process; open: boolean }) {
  return (
    <>
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
    </>
  );
}

function Buyer({ item }: { item: Process }) {
  return (
    <>
      {item.comprador.nombre}
      <span className="block text-xs text-muted-foreground">{item.comprador.region}</span>
    </>
  );
}

function RadarList<T extends Process>({
  label,
  processHeader,
  open,
  columns,
  items,
}: {
  label: string;
  /** What the process is called: 'Proceso', 'Contrato', 'Compra ágil', 'Licitación'. */
  processHeader: string;
  /** Open: its detail; closed: its offers (Competencia). */
  open: boolean;
  columns: readonly Column<T>[];
  items: readonly T[];
}) {
  const phone = useIsMobile();
  if (phone) {
    return (
      <FigureCardList label={label}>
        {items.map((item) => (
          <FigureCard key={item.codigo} head={<ProcessLink item={item} open={open} />}>
            <CardFigure label="Comprador" className="col-span-2">
              <Buyer item={item} />
            </CardFigure>
            {columns.map((column) => (
              <CardFigure
                key={column.header}
                label={column.header}
                valueClassName={column.numeric ? 'tabular-nums' : undefined}
              >
                {column.cell(item)}
              </CardFigure>
            ))}
          </FigureCard>
        ))}
      </FigureCardList>
    );
  }
  return (
    <Table containerLabel={label}>
      <TableHeader>
        <TableRow>
          <TableHead>{processHeader}</TableHead>
          <TableHead>Comprador</TableHead>
          {columns.map((column) => (
            <TableHead key={column.header} className={column.numeric ? 'text-right' : undefined}>
              {column.header}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.codigo}>
            <TableCell className="min-w-52">
              <ProcessLink item={item} open={open} />
            </TableCell>
            <TableCell className="min-w-40">
              <Buyer item={item} />
            </TableCell>
            {columns.map((column) => (
              <TableCell
                key={column.header}
                className={cn(column.numeric && 'text-right tabular-nums', column.className)}
              >
                {column.cell(item)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function ReturnsTable({ items, now }: { items: RadarReturn[]; now: Date }) {
  const columns: Column<RadarReturn>[] = [
    {
      header: 'Resultado',
      className: 'whitespace-nowrap',
      cell: (item) => (
        <>
          {item.estado === 'desierta' ? 'Desierta' : 'Revocada'}
          <span className="block text-xs text-muted-foreground">
            Cerró el {formatChileDate(item.cierre)}
          </span>
        </>
      ),
    },
    {
      header: 'Historial del comprador',
      className: 'min-w-40 text-xs',
      cell: (item) => habitText(item.historialComprador),
    },
    {
      header: 'Nuevo llamado',
      className: 'min-w-44',
      cell: (item) =>
        item.nuevoLlamado ? (
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
        ),
    },
  ];
  return (
    <RadarList
      label="Vuelven a publicarse"
      processHeader="Proceso"
      open={false}
      columns={columns}
      items={items}
    />
  );
}

export function ContractsTable({ items, today }: { items: RadarContract[]; today: string }) {
  const columns: Column<RadarContract>[] = [
    {
      header: 'Proveedor actual',
      className: 'min-w-40',
      cell: (item) => (
        <>
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
        </>
      ),
    },
    {
      header: 'Termina',
      className: 'whitespace-nowrap tabular-nums',
      cell: (item) => {
        const left = daysUntil(item.terminaEn, today);
        return (
          <>
            {formatDayText(item.terminaEn)}
            <span className="block text-xs text-muted-foreground">
              {left === 0 ? 'hoy' : left === 1 ? 'en 1 día' : `en ${left} días`}
            </span>
          </>
        );
      },
    },
    { header: 'Renovable', cell: (item) => (item.renovable ? 'Sí' : 'No') },
    {
      header: 'Próximo llamado estimado',
      className: 'whitespace-nowrap tabular-nums',
      cell: (item) => (
        <>
          {formatDayText(item.proximoLlamadoEstimado)}
          {daysUntil(item.proximoLlamadoEstimado, today) < 0 && (
            <span className="block text-xs text-warning">Ya debería publicarse</span>
          )}
        </>
      ),
    },
  ];
  return (
    <RadarList
      label="Contratos por terminar"
      processHeader="Contrato"
      open={false}
      columns={columns}
      items={items}
    />
  );
}

/** The close, and how long until it. */
function Close({ at, now }: { at: string; now: Date }) {
  return (
    <>
      {formatChileDate(at, 'dateTime')}
      <span className="block text-xs text-muted-foreground">{timeUntil(at, now)}</span>
    </>
  );
}

export function UnquotedTable({ items, now }: { items: RadarAgile[]; now: Date }) {
  const columns: Column<RadarAgile>[] = [
    { header: 'Monto disponible', numeric: true, cell: (item) => formatCLP(item.monto) },
    {
      header: 'Cierre',
      className: 'whitespace-nowrap tabular-nums',
      cell: (item) => <Close at={item.cierre} now={now} />,
    },
  ];
  return (
    <RadarList
      label="Compras ágiles sin cotizaciones"
      processHeader="Compra ágil"
      open
      columns={columns}
      items={items}
    />
  );
}

export function ExtendedTable({ items, now }: { items: RadarExtended[]; now: Date }) {
  const columns: Column<RadarExtended>[] = [
    { header: 'Ofertas al primer cierre', numeric: true, cell: (item) => item.ofertasAlCierre },
    {
      header: 'Cierre original',
      className: 'whitespace-nowrap tabular-nums',
      cell: (item) => formatChileDate(item.cierreOriginal, 'dateTime'),
    },
    {
      header: 'Nuevo cierre',
      className: 'whitespace-nowrap tabular-nums',
      cell: (item) => <Close at={item.cierre} now={now} />,
    },
  ];
  return (
    <RadarList
      label="Cierres ampliados"
      processHeader="Licitación"
      open
      columns={columns}
      items={items}
    />
  );
}
