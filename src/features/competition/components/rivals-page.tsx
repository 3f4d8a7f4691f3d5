import { useQuery } from '@tanstack/react-query';
import { DownloadIcon, SearchIcon, SwordsIcon } from 'lucide-react';
import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';

import { cardClassName } from '@/components/blocks/card';
import { CardFigure as Figure } from '@/components/blocks/card-figure';
import { SortableHeader } from '@/components/blocks/sortable-header';
import { EmptyState } from '@/components/feedback/empty-state';
import { PageLoadError } from '@/components/feedback/page-load-state';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { getErrorMessage } from '@/lib/api-client';
import { downloadCsv, toCsv, type CsvColumn } from '@/lib/csv';
import { cn } from '@/lib/cn';
import { formatChileDate } from '@/lib/format';

import { rivalsQueryOptions, type NewEntrant, type Rival } from '../api/get-rivals';
import {
  DEFAULT_RIVAL_SORT,
  nextRivalSort,
  viewRivals,
  type RivalSort,
  type RivalSortKey,
} from '../lib/rivals-view';
import { FEW_DATA, formatPercent, isFewData, winRate } from '../lib/sample';
import { SupplierName } from './supplier-name';

const CSV_COLUMNS: readonly CsvColumn<Rival>[] = [
  { header: 'RUT', value: (rival) => rival.rut },
  { header: 'Proveedor', value: (rival) => rival.nombre },
  { header: 'EMT', value: (rival) => (rival.emt ? 'Sí' : 'No') },
  { header: 'Región', value: (rival) => rival.region },
  { header: 'Procesos compartidos', value: (rival) => rival.compartidos },
  { header: 'Quedamos antes', value: (rival) => rival.ganamosNosotros },
  { header: 'Quedaron antes', value: (rival) => rival.ganaronEllos },
  { header: 'Ofertas en el mercado', value: (rival) => rival.ofertas },
  { header: 'Adjudicadas en el mercado', value: (rival) => rival.ganadas },
  { header: 'Regiones', value: (rival) => rival.regiones.join(', ') },
  {
    header: 'Principales compradores',
    value: (rival) => rival.compradores.map((buyer) => buyer.nombre).join(', '),
  },
  { header: 'Último encuentro', value: (rival) => formatChileDate(rival.ultimoEncuentro) },
];

const COLUMNS: readonly { key: RivalSortKey; label: string; numeric?: boolean }[] = [
  { key: 'nombre', label: 'Proveedor' },
  { key: 'compartidos', label: 'Procesos compartidos', numeric: true },
  { key: 'ganamosNosotros', label: 'Quedamos antes', numeric: true },
  { key: 'ganaronEllos', label: 'Quedaron antes', numeric: true },
  { key: 'tasa', label: 'Tasa de adjudicación', numeric: true },
  { key: 'ultimoEncuentro', label: 'Último encuentro' },
];

function RateCell({ rival }: { rival: Rival }) {
  const rate = winRate(rival.ganadas, rival.ofertas);
  return (
    <>
      <span className="font-medium">{rate === null ? '—' : formatPercent(rate)}</span>
      <span className="block text-xs text-muted-foreground">
        {rival.ganadas} de {rival.ofertas}
        {isFewData(rival.ofertas) ? ` · ${FEW_DATA}` : ''}
      </span>
    </>
  );
}

const countLabel = (shown: number, total: number) =>
  shown === total
    ? `${total.toLocaleString('es-CL')} competidores`
    : `${shown.toLocaleString('es-CL')} de ${total.toLocaleString('es-CL')} competidores`;

const buyersOf = (rival: Rival) => rival.compradores.map((buyer) => buyer.nombre).join(' · ');

function RivalsList({ rivals, total }: { rivals: Rival[]; total: number }) {
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<RivalSort>(DEFAULT_RIVAL_SORT);
  const phone = useIsMobile();
  const deferredQuery = useDeferredValue(query);
  const shown = useMemo(
    () => viewRivals(rivals, deferredQuery, sort),
    [rivals, deferredQuery, sort],
  );
  const onSort = (key: RivalSortKey) => setSort((current) => nextRivalSort(current, key));
  return (
    <section aria-labelledby="rivals-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <h2 id="rivals-title" className="mr-auto text-lg font-semibold">
          Competidores
        </h2>
        <label className="relative flex w-full items-center sm:w-auto">
          <span className="sr-only">Buscar competidor</span>
          <SearchIcon
            aria-hidden
            className="pointer-events-none absolute left-2.5 size-4 text-muted-foreground"
          />
          <Input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Nombre o RUT"
            className="w-full pl-8 sm:w-64"
          />
        </label>
        <Button
          variant="outline"
          onClick={() => downloadCsv('competidores.csv', toCsv(shown, CSV_COLUMNS))}
          disabled={shown.length === 0}
        >
          <DownloadIcon aria-hidden />
          Exportar CSV
        </Button>
      </div>
      {phone ? (
        <RivalCards rivals={shown} total={total} query={query} sort={sort} onSort={onSort} />
      ) : (
        <RivalsTable rivals={shown} total={total} query={query} sort={sort} onSort={onSort} />
      )}
    </section>
  );
}

type RivalsViewProps = {
  /** The rivals shown: found and sorted. */
  rivals: Rival[];
  total: number;
  query: string;
  sort: RivalSort;
  onSort: (key: RivalSortKey) => void;
};

function RivalsTable({ rivals: shown, total, query, sort, onSort }: RivalsViewProps) {
  return (
    <Table containerLabel="Competidores" className={cardClassName}>
      <TableCaption className="caption-top px-3 pt-3 text-left text-sm text-muted-foreground">
        {countLabel(shown.length, total)}
      </TableCaption>
      <TableHeader>
        <TableRow>
          {COLUMNS.map((column) => (
            <SortableHeader
              key={column.key}
              direction={sort.key === column.key ? sort.direction : null}
              onSort={() => onSort(column.key)}
              className={column.numeric ? 'text-right' : undefined}
              showUnsorted
            >
              {column.label}
            </SortableHeader>
          ))}
          <TableHead>Principales compradores</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {shown.length === 0 ? (
          <TableRow>
            <TableCell colSpan={COLUMNS.length + 1} className="py-6 text-center">
              Ningún competidor calza con «{query}».
            </TableCell>
          </TableRow>
        ) : (
          shown.map((rival) => (
            <TableRow key={rival.rut}>
              <TableCell className="min-w-64">
                <SupplierName
                  rut={rival.rut}
                  nombre={rival.nombre}
                  emt={rival.emt}
                  region={rival.region}
                />
              </TableCell>
              <TableCell className="text-right tabular-nums">{rival.compartidos}</TableCell>
              <TableCell className="text-right tabular-nums">{rival.ganamosNosotros}</TableCell>
              <TableCell className="text-right tabular-nums">{rival.ganaronEllos}</TableCell>
              <TableCell className="text-right tabular-nums">
                <RateCell rival={rival} />
              </TableCell>
              <TableCell className="tabular-nums">
                {formatChileDate(rival.ultimoEncuentro)}
              </TableCell>
              <TableCell className="min-w-72 text-xs">{buyersOf(rival) || '—'}</TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}

/** A figure of a rival's card. */
function CardFigure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Figure label={label} valueClassName="font-medium tabular-nums">
      {children}
    </Figure>
  );
}

/**
 * The phone's list: a card per rival with the head-to-head figures in view (the table's columns
 * scroll out of a 375 px screen), and 'Ordenar por' for the columns' order.
 */
function RivalCards({ rivals: shown, total, query, sort, onSort }: RivalsViewProps) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 text-sm">
        <p className="whitespace-nowrap text-muted-foreground" aria-live="polite">
          {countLabel(shown.length, total)}
        </p>
        <label className="flex items-center gap-2">
          Ordenar por
          <select
            className="h-9 rounded-md border border-input bg-card px-2"
            value={sort.key}
            onChange={(event) => onSort(event.target.value as RivalSortKey)}
          >
            {COLUMNS.map((column) => (
              <option key={column.key} value={column.key}>
                {column.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {shown.length === 0 ? (
        <p className="py-6 text-center text-sm">Ningún competidor calza con «{query}».</p>
      ) : (
        <ul aria-label="Competidores" className="flex flex-col gap-2">
          {shown.map((rival) => {
            const rate = winRate(rival.ganadas, rival.ofertas);
            return (
              <li key={rival.rut} className={cn(cardClassName, 'p-3 text-sm')}>
                <SupplierName
                  rut={rival.rut}
                  nombre={rival.nombre}
                  emt={rival.emt}
                  region={rival.region}
                />
                <dl className="mt-2 grid grid-cols-3 gap-2">
                  <CardFigure label="Compartidos">{rival.compartidos}</CardFigure>
                  <CardFigure label="Quedamos antes">{rival.ganamosNosotros}</CardFigure>
                  <CardFigure label="Quedaron antes">{rival.ganaronEllos}</CardFigure>
                  <CardFigure label="Tasa de adjudicación">
                    {rate === null ? '—' : formatPercent(rate)}
                    <span className="block text-xs font-normal text-muted-foreground">
                      {rival.ganadas} de {rival.ofertas}
                      {isFewData(rival.ofertas) ? ` · ${FEW_DATA}` : ''}
                    </span>
                  </CardFigure>
                  <CardFigure label="Último encuentro">
                    {formatChileDate(rival.ultimoEncuentro)}
                  </CardFigure>
                </dl>
                {rival.compradores.length > 0 && (
                  <p className="mt-2 text-xs text-muted-foreground">
                    Principales compradores: {buyersOf(rival)}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

function NewEntrants({ entrants }: { entrants: NewEntrant[] }) {
  const phone = useIsMobile();
  return (
    <section aria-labelledby="entrants-title" className="flex flex-col gap-3">
      <h2 id="entrants-title" className="text-lg font-semibold">
        Nuevos en tus rubros
      </h2>
      <p className="text-sm text-muted-foreground">
        Proveedores que ofertaron por primera vez en los últimos 90 días en códigos de producto
        donde tú postulas.
      </p>
      {entrants.length === 0 ? (
        <p className="text-sm">Nadie nuevo en los últimos 90 días.</p>
      ) : phone ? (
        <ul aria-label="Nuevos en tus rubros" className="flex flex-col gap-2">
          {entrants.map((entrant) => (
            <li key={entrant.rut} className={cn(cardClassName, 'p-3 text-sm')}>
              <SupplierName
                rut={entrant.rut}
                nombre={entrant.nombre}
                emt={entrant.emt}
                region={entrant.region}
              />
              <dl className="mt-2 grid grid-cols-2 gap-2">
                <CardFigure label="Primera oferta">
                  {formatChileDate(entrant.primeraOferta)}
                </CardFigure>
                <CardFigure label="Ofertas">{entrant.ofertas}</CardFigure>
              </dl>
              <p className="mt-2 text-xs text-muted-foreground">
                Códigos de producto:{' '}
                <span className="font-mono">{entrant.codigosProducto.join(', ')}</span>
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <Table containerLabel="Nuevos en tus rubros" className={cardClassName}>
          <TableHeader>
            <TableRow>
              <TableHead>Proveedor</TableHead>
              <TableHead>Primera oferta</TableHead>
              <TableHead className="text-right">Ofertas</TableHead>
              <TableHead>Códigos de producto</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {entrants.map((entrant) => (
              <TableRow key={entrant.rut}>
                <TableCell>
                  <SupplierName
                    rut={entrant.rut}
                    nombre={entrant.nombre}
                    emt={entrant.emt}
                    region={entrant.region}
                  />
                </TableCell>
                <TableCell className="tabular-nums">
                  {formatChileDate(entrant.primeraOferta)}
                </TableCell>
                <TableCell className="text-right tabular-nums">{entrant.ofertas}</TableCell>
                <TableCell className="font-mono text-xs">
                  {entrant.codigosProducto.join(', ')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}

/**
 * /dashboard/competencia (decision 0029): the suppliers we met in closed processes of the last
 * 24 months, head to head, searchable, sortable and exported to CSV; and the newcomers on our
 * product codes.
 */
export function RivalsPage({ companyId }: { companyId: number }) {
  const rivals = useQuery(rivalsQueryOptions(companyId));
  if (rivals.isPending) {
    return (
      <div role="status" aria-label="Cargando competidores" className="flex flex-col gap-3">
        <Skeleton className="h-10 w-72" />
        <Skeleton className="h-96 rounded-xl" />
      </div>
    );
  }
  if (rivals.isError) {
    return (
      <PageLoadError
        title="No pudimos cargar a tus competidores"
        message={getErrorMessage(rivals.error)}
        onRetry={() => void rivals.refetch()}
      />
    );
  }
  const { rivales, nuevosEntrantes, procesosPropios } = rivals.data;
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <p className="text-sm text-muted-foreground">
        Quién ofertó contra ti en {procesosPropios.toLocaleString('es-CL')}{' '}
        {procesosPropios === 1 ? 'proceso cerrado' : 'procesos cerrados'} de los últimos 24 meses, y
        cómo les fue frente a ti: en los procesos adjudicados que compartimos, «Quedamos antes»
        cuenta aquellos en que nuestra oferta fue elegida o quedó mejor ubicada que la suya, y
        «Quedaron antes», al revés.
      </p>
      {rivales.length === 0 ? (
        <EmptyState icon={SwordsIcon} title="Aún no tienes competidores registrados">
          <p>
            Cuando tus postulaciones se adjudiquen, verás aquí a cada proveedor que ofertó contra
            ti.
          </p>
        </EmptyState>
      ) : (
        <RivalsList rivals={rivales} total={rivales.length} />
      )}
      <NewEntrants entrants={nuevosEntrantes} />
    </div>
  );
}
