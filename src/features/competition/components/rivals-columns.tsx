import type { DataColumn } from '@/components/blocks/data-table';
import { formatChileDate } from '@/lib/format';

import type { NewEntrant, Rival } from '../api/get-rivals';
import type { RivalSortKey } from '../lib/rivals-view';
import { FEW_DATA, formatPercent, isFewData, winRate } from '../lib/sample';
import { SupplierName } from './supplier-name';

/** The rivals' columns (sorted by RivalSortKey) and the newcomers', for their DataTables. */

const buyersOf = (rival: Rival) => rival.compradores.map((buyer) => buyer.nombre).join(' · ');

export const RIVAL_COLUMNS: readonly DataColumn<Rival, RivalSortKey>[] = [
  {
    header: 'Proveedor',
    sortKey: 'nombre',
    title: true,
    className: 'sm:min-w-64',
    cell: (rival) => (
      <SupplierName rut={rival.rut} nombre={rival.nombre} emt={rival.emt} region={rival.region} />
    ),
  },
  {
    header: 'Procesos compartidos',
    label: 'Compartidos',
    sortKey: 'compartidos',
    numeric: true,
    cell: (rival) => rival.compartidos,
  },
  {
    header: 'Quedamos antes',
    sortKey: 'ganamosNosotros',
    numeric: true,
    cell: (rival) => rival.ganamosNosotros,
  },
  {
    header: 'Quedaron antes',
    sortKey: 'ganaronEllos',
    numeric: true,
    cell: (rival) => rival.ganaronEllos,
  },
  {
    header: 'Tasa de adjudicación',
    sortKey: 'tasa',
    numeric: true,
    cell: (rival) => {
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
    },
  },
  {
    header: 'Último encuentro',
    sortKey: 'ultimoEncuentro',
    className: 'tabular-nums',
    cell: (rival) => formatChileDate(rival.ultimoEncuentro),
  },
  {
    header: 'Principales compradores',
    className: 'text-xs sm:min-w-72',
    cell: (rival) => buyersOf(rival) || '—',
  },
];

export const ENTRANT_COLUMNS: readonly DataColumn<NewEntrant>[] = [
  {
    header: 'Proveedor',
    title: true,
    cell: (entrant) => (
      <SupplierName
        rut={entrant.rut}
        nombre={entrant.nombre}
        emt={entrant.emt}
        region={entrant.region}
      />
    ),
  },
  {
    header: 'Primera oferta',
    className: 'tabular-nums',
    cell: (entrant) => formatChileDate(entrant.primeraOferta),
  },
  { header: 'Ofertas', numeric: true, cell: (entrant) => entrant.ofertas },
  {
    header: 'Códigos de producto',
    className: 'font-mono text-xs',
    cell: (entrant) => entrant.codigosProducto.join(', '),
  },
];
