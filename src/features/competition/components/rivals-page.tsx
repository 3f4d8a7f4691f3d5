import { useQuery } from '@tanstack/react-query';
import { DownloadIcon, SearchIcon, SwordsIcon } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';

import { cardClassName } from '@/components/blocks/card';
import { DataTable } from '@/components/blocks/data-table';
import { EmptyState } from '@/components/feedback/empty-state';
import { PageLoadError } from '@/components/feedback/page-load-state';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-client';
import { downloadCsv, toCsv, type CsvColumn } from '@/lib/csv';
import { formatChileDate } from '@/lib/format';

import { rivalsQueryOptions, type NewEntrant, type Rival } from '../api/get-rivals';
import {
  DEFAULT_RIVAL_SORT,
  nextRivalSort,
  viewRivals,
  type RivalSort,
  type RivalSortKey,
} from '../lib/rivals-view';
import { ENTRANT_COLUMNS, RIVAL_COLUMNS } from './rivals-columns';

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

const countLabel = (shown: number, total: number) =>
  shown === total
    ? `${total.toLocaleString('es-CL')} competidores`
    : `${shown.toLocaleString('es-CL')} de ${total.toLocaleString('es-CL')} competidores`;

function RivalsList({ rivals, total }: { rivals: Rival[]; total: number }) {
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<RivalSort>(DEFAULT_RIVAL_SORT);
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
      <DataTable
        label="Tabla: Competidores"
        caption={countLabel(shown.length, total)}
        className={cardClassName}
        columns={RIVAL_COLUMNS}
        items={shown}
        rowKey={(rival) => rival.rut}
        sort={sort}
        onSort={onSort}
        empty={`Ningún competidor calza con «${query}».`}
      />
    </section>
  );
}

function NewEntrants({ entrants }: { entrants: NewEntrant[] }) {
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
      ) : (
        <DataTable
          label="Tabla: Nuevos en tus rubros"
          className={cardClassName}
          columns={ENTRANT_COLUMNS}
          items={entrants}
          rowKey={(entrant) => entrant.rut}
        />
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
