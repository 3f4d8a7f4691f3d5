/**
 * The results grid under load, for `npm run bench`: 9,999 rows rendered by the real ResultsGrid
 * and, in the same page, as a plain table. The bench drives `window.gridBench` from Chromium.
 */
// As the app's entry (main.tsx): zod never tries `new Function`, which the policy refuses.
import '@/lib/zod-jitless';
import '@/index.css';

import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';

import { opportunitySummarySchema } from '@/entities/opportunity/api/opportunity-schema';
import { ResultsGrid } from '@/features/opportunities/components/results-grid';
import { INITIAL_GRID_VIEW, type GridSort } from '@/features/opportunities/lib/grid-view';
import { processRows } from '@/features/opportunities/lib/process-rows';
import { formatChileDate, formatCLP } from '@/lib/format';
import { toSummary } from '@/mocks/areas/catalogue/opportunity-views';
import { generateOpportunities } from '@/mocks/areas/catalogue/opportunities';

// Parsed with the client's schema, as the app receives them.
const ROWS = generateOpportunities({ count: 9999 }).map((record, index) =>
  opportunitySummarySchema.parse(toSummary(record, 1 - index / 10_000)),
);
const NOW = new Date();
const BY_AMOUNT: GridSort = { columnId: 'amount', direction: 'desc' };

function Grid({ sort }: { sort: GridSort }) {
  return (
    <ResultsGrid
      rows={ROWS}
      isSupervisor={false}
      view={{ ...INITIAL_GRID_VIEW, sort, scope: 'all' }}
      onViewChange={() => {}}
      onOpen={() => {}}
      now={NOW}
    />
  );
}

function PlainTable({ sort }: { sort: GridSort }) {
  const rows = processRows(ROWS, { quickFilter: '', sort, scope: 'all' }, NOW);
  return (
    <table>
      <thead>
        <tr>
          {[
            '',
            'Código',
            'Tareas',
            'Nombre',
            'Entidad',
            'Tipo',
            'Región',
            'Monto',
            'Cantidad',
            'Publicación',
            'Cierre',
            'Etiquetas',
            '',
          ].map((header, index) => (
            <th key={index}>{header}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.codigo}>
            <td>
              <input type="checkbox" aria-label={`Seleccionar ${row.codigo}`} />
            </td>
            <td>{row.codigo}</td>
            <td>{row.tareas}</td>
            <td>{row.nombre}</td>
            <td>{row.entidad}</td>
            <td>{row.procedencia}</td>
            <td>{row.region}</td>
            <td>{formatCLP(row.monto)}</td>
            <td>{row.cantidadProductos}</td>
            <td>{formatChileDate(row.fechaPublicacion, 'date')}</td>
            <td>{formatChileDate(row.fechaCierre, 'dateTime')}</td>
            <td>{row.etiquetas.length}</td>
            <td>
              <button type="button">Ver</button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type Kind = 'grid' | 'table';
const container = document.getElementById('root')!;
let root: Root | null = null;

const afterPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

function view(kind: Kind, sort: GridSort) {
  return kind === 'grid' ? <Grid sort={sort} /> : <PlainTable sort={sort} />;
}

async function measure(kind: Kind, sort: GridSort) {
  const start = performance.now();
  flushSync(() => root!.render(view(kind, sort)));
  await afterPaint();
  return performance.now() - start;
}

declare global {
  interface Window {
    gridBench: {
      rows: number;
      render: (
        kind: Kind,
      ) => Promise<{ ms: number; domElements: number; heapBytes: number | null }>;
      resort: (kind: Kind) => Promise<number>;
    };
  }
}

window.gridBench = {
  rows: ROWS.length,
  async render(kind) {
    root?.unmount();
    root = createRoot(container);
    const ms = await measure(kind, null);
    const memory = (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory;
    return {
      ms,
      domElements: container.querySelectorAll('*').length,
      heapBytes: memory?.usedJSHeapSize ?? null,
    };
  },
  resort: (kind) => measure(kind, BY_AMOUNT),
};
