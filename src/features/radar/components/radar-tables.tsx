import { Link } from 'react-router-dom';

import { DataTable, type DataColumn } from '@/components/blocks/data-table';
import { paths } from '@/config/paths';
import { formatDayText } from '@/lib/chile-business-days';
import { formatChileDate, formatCLP, timeUntil } from '@/lib/format';

import type { RadarAgile, RadarContract, RadarExtended, RadarReturn } from '../api/get-radar';
import { daysUntil, habitText } from '../lib/radar-view';

/*
 * The radar's four lists (decision 0031), each a DataTable: a table on a desktop, a card per
 * process on a phone. Each process links to where it can be read: a closed one
 * to its offers (Competencia), an open one to its detail.
 */

const linkClass = 'font-medium text-primary hover:underline';

type Process = { codigo: string; nombre: string; comprador: { nombre: string; region: string } };

/** The process (its code links to where it can be read) and its buyer, then `columns`. */
function processColumns<T extends Process>(
  processHeader: string,
  open: boolean,
  columns: readonly DataColumn<T>[],
): DataColumn<T>[] {
  return [
    {
      header: processHeader,
      title: true,
      className: 'sm:min-w-52',
      cell: (item) => (
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
      ),
    },
    {
      header: 'Comprador',
      className: 'sm:min-w-40',
      cell: (item) => (
        <>
          {item.comprador.nombre}
          <span className="block text-xs text-muted-foreground">{item.comprador.region}</span>
        </>
      ),
    },
    ...columns,
  ];
}

export function ReturnsTable({ items, now }: { items: RadarReturn[]; now: Date }) {
  const columns: DataColumn<RadarReturn>[] = [
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
    <DataTable
      label="Vuelven a publicarse"
      columns={processColumns('Proceso', false, columns)}
      items={items}
      rowKey={(item) => item.codigo}
    />
  );
}

export function ContractsTable({ items, today }: { items: RadarContract[]; today: string }) {
  const columns: DataColumn<RadarContract>[] = [
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
    <DataTable
      label="Contratos por terminar"
      columns={processColumns('Contrato', false, columns)}
      items={items}
      rowKey={(item) => item.codigo}
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
  const columns: DataColumn<RadarAgile>[] = [
    { header: 'Monto disponible', numeric: true, cell: (item) => formatCLP(item.monto) },
    {
      header: 'Cierre',
      className: 'whitespace-nowrap tabular-nums',
      cell: (item) => <Close at={item.cierre} now={now} />,
    },
  ];
  return (
    <DataTable
      label="Compras ágiles sin cotizaciones"
      columns={processColumns('Compra ágil', true, columns)}
      items={items}
      rowKey={(item) => item.codigo}
    />
  );
}

export function ExtendedTable({ items, now }: { items: RadarExtended[]; now: Date }) {
  const columns: DataColumn<RadarExtended>[] = [
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
    <DataTable
      label="Cierres ampliados"
      columns={processColumns('Licitación', true, columns)}
      items={items}
      rowKey={(item) => item.codigo}
    />
  );
}
