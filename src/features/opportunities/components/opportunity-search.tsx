import { AlertTriangleIcon, SearchXIcon, SparklesIcon } from 'lucide-react';
import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';

import { Card } from '@/components/blocks/card';
import { EmptyState } from '@/components/feedback/empty-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { usePrefetch } from '@/hooks/use-prefetch';
import { getErrorMessage } from '@/lib/api-client';
import type { SearchParams } from '@/lib/search-json';

import { useOpportunitySearch } from '../hooks/use-opportunity-search';
import { INITIAL_GRID_VIEW, type GridView } from '../lib/grid-view';
import { returningDashboardState } from '../lib/navigation-state';
import { useNavigationStore } from '../lib/navigation-store';
import { loadResultsGrid } from '../lib/results-grid-chunk';
import { OpportunityResults } from './opportunity-results';
import type { ResultsGridSlots } from './results-grid';
import { SearchForm, SearchFormPreview } from './search-form';

function SearchingState({ onCancel }: { onCancel: () => void }) {
  return (
    <Card role="status" className="flex flex-col gap-4 p-6">
      <div className="flex items-center gap-3">
        <Spinner className="size-5 text-primary" label="Buscando" />
        <p className="font-medium">Buscando oportunidades que calcen con tu descripción…</p>
        <Button variant="ghost" size="sm" className="ml-auto" onClick={onCancel}>
          Cancelar
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        Revisamos licitaciones y compras ágiles de todo Chile. Una búsqueda amplia puede tardar unos
        segundos.
      </p>
      <div className="flex flex-col gap-2" aria-hidden>
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} className="h-12" />
        ))}
      </div>
    </Card>
  );
}

const LAYOUT = 'mx-auto flex w-full max-w-[1600px] flex-col gap-5';

function IdleState() {
  return (
    <EmptyState icon={SparklesIcon} title="Describe lo que vendes y te mostramos dónde venderlo">
      <p>
        Escribe tus productos o servicios como se los contarías a un cliente. Buscamos entre
        licitaciones y compras ágiles de todo Chile y te las mostramos ordenadas por afinidad.
      </p>
    </EmptyState>
  );
}

/**
 * The search as it first shows, while the session is still being checked: the prompt's look and
 * the same invitation, in their places, so nothing moves when the page takes over. Nothing in
 * it can be used yet (SearchFormPreview), and assistive technology hears the page's status.
 */
export function OpportunitySearchPreview() {
  return (
    <div aria-hidden className={LAYOUT}>
      <SearchFormPreview />
      <IdleState />
    </div>
  );
}

/**
 * Búsquedas IA (decision 0008): the prompt and filters, then the ranked results. Opening a
 * result keeps the list for previous/next (navigation state); coming back restores the page,
 * the scroll position and the selection.
 */
export function OpportunitySearch({
  companyId,
  isSupervisor,
  originUrl,
  initialParams = null,
  restore = true,
  actions,
  onSearched,
  gridSlots,
}: {
  companyId: number;
  isSupervisor: boolean;
  /** The page the results belong to: /dashboard, or a saved search's or history entry's route. */
  originUrl: string;
  initialParams?: SearchParams | null;
  /** False starts with `initialParams` even when the user is coming back to this page. */
  restore?: boolean;
  /** Extra actions for the current search (e.g. 'Guardar búsqueda'). */
  actions?: (params: SearchParams | null, hasResults: boolean) => ReactNode;
  onSearched?: () => void;
  /** Other features' parts of each row (tags), passed to the grid. */
  gridSlots?: ResultsGridSlots;
}) {
  const [restored] = useState(() => {
    if (!restore) return null;
    const dashboard = returningDashboardState(useNavigationStore.getState().state, originUrl);
    if (!dashboard?.searchParams) return null;
    return {
      params: dashboard.searchParams,
      rows: dashboard.opportunities,
      total: dashboard.totalOpportunities,
      view: dashboard.view ?? INITIAL_GRID_VIEW,
    };
  });
  const search = useOpportunitySearch({ companyId, initialParams, restored });
  const [view, setView] = useState<GridView>(restored?.view ?? INITIAL_GRID_VIEW);
  // What the screen shows follows the search in a background render: the answer's grid (rows,
  // links, tags, decisions) is drawn in slices between which the page answers input, where the
  // query's own update would draw it in one task (88 ms on the bench's fast machine).
  const status = useDeferredValue(search.status);
  const result = useDeferredValue(search.result);
  const rows = result?.resultados ?? [];
  // The grid is what 'Buscar' shows: its code and its slots' are fetched ahead once the page is
  // in use (the slots are a module-level constant, as usePrefetch asks).
  usePrefetch(gridSlots?.load ? [loadResultsGrid, gridSlots.load] : [loadResultsGrid]);

  useEffect(() => {
    if (search.status === 'done' && search.result?.queryId) onSearched?.();
  }, [search.status, search.result?.queryId, onSearched]);

  const runSearch = (params: SearchParams) => {
    setView(INITIAL_GRID_VIEW);
    search.run(params);
    // The grid's code, fetched beside the request (after it: the request first). Not the
    // slots': the rows never wait for them, and on a slow link they would share it with the
    // answer.
    void loadResultsGrid();
  };

  return (
    <div className={LAYOUT}>
      <SearchForm
        defaultParams={search.params}
        searching={search.status === 'searching'}
        onSearch={runSearch}
        onCancel={search.cancel}
      />

      {status === 'idle' && <IdleState />}

      {status === 'searching' && <SearchingState onCancel={search.cancel} />}

      {status === 'cancelled' && (
        <EmptyState icon={SearchXIcon} title="Búsqueda cancelada">
          <p>Puedes ajustar la descripción o los filtros y buscar de nuevo.</p>
          <Button className="mt-3" onClick={search.retry}>
            Buscar de nuevo
          </Button>
        </EmptyState>
      )}

      {status === 'error' && (
        <Card
          role="alert"
          className="flex flex-col items-center gap-3 border-destructive/30 p-8 text-center"
        >
          <AlertTriangleIcon className="size-8 text-destructive" aria-hidden />
          <p className="font-semibold">No pudimos completar la búsqueda</p>
          <p className="max-w-md text-sm text-muted-foreground">{getErrorMessage(search.error)}</p>
          <Button onClick={search.retry}>Reintentar</Button>
        </Card>
      )}

      {status === 'done' && rows.length === 0 && (
        <EmptyState icon={SearchXIcon} title="No encontramos oportunidades con esa descripción">
          <p>
            Prueba con otras palabras o sinónimos, quita filtros de procedencia o región, o baja el
            puntaje mínimo para ver resultados más amplios.
          </p>
        </EmptyState>
      )}

      {status === 'done' && rows.length > 0 && (
        <section aria-label="Resultados" className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="text-lg font-semibold">
              {(result?.total ?? rows.length).toLocaleString('es-CL')} oportunidades encontradas
            </h2>
            {actions?.(search.params, rows.length > 0)}
          </div>
          <OpportunityResults
            rows={rows}
            total={result?.total ?? rows.length}
            searchParams={search.params}
            isSupervisor={isSupervisor}
            view={view}
            onViewChange={setView}
            slots={gridSlots}
          />
        </section>
      )}
    </div>
  );
}
