import { ArrowLeftIcon, ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { paths, safeInternalPath } from '@/config/paths';

import { neighbours } from '../lib/navigation-state';
import { useNavigationStore } from '../lib/navigation-store';

/** Set by the results (and by previous/next) when they open a detail; kept across a reload. */
function cameFromResults(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { fromNavigation?: unknown }).fromNavigation === true
  );
}

/**
 * Above the detail: back to the results with previous/next through them, or, for a detail
 * opened on its own, a way to the search.
 */
export function DetailNavigationBar({ codigo }: { codigo: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const state = useNavigationStore((store) => store.state);
  const current = state?.allOpportunities[state.currentOpportunityIndex];
  // A detail opened on its own (a link opened in a new tab, a pasted URL) has no list behind it,
  // even when the tab's session storage still holds one.
  if (!state || current?.codigo !== codigo || !cameFromResults(location.state)) {
    return (
      <Button asChild variant="ghost" size="sm" className="w-fit">
        <Link to={paths.dashboard.root.getHref()}>
          <ArrowLeftIcon aria-hidden />
          Ir a Búsquedas IA
        </Link>
      </Button>
    );
  }
  const { previous, next, position, total } = neighbours(state);
  // Previous/next replace the history entry: Back returns to the results, not through them.
  const go = (direction: 'next' | 'previous') => {
    const store = useNavigationStore.getState();
    const target = direction === 'next' ? store.next() : store.previous();
    if (target) {
      void navigate(paths.dashboard.opportunity.getHref(target.codigo), {
        replace: true,
        state: { fromNavigation: true },
      });
    }
  };
  return (
    <nav aria-label="Navegación entre resultados" className="flex flex-wrap items-center gap-2">
      <Button asChild variant="ghost" size="sm">
        <Link to={safeInternalPath(state.originUrl, paths.dashboard.root.getHref())}>
          <ArrowLeftIcon aria-hidden />
          Volver a los resultados
        </Link>
      </Button>
      <span className="ml-auto text-sm text-muted-foreground" aria-live="polite">
        {position.toLocaleString('es-CL')} de {total.toLocaleString('es-CL')}
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={!previous}
        onClick={() => go('previous')}
        title={previous?.nombre}
      >
        <ChevronLeftIcon aria-hidden />
        Anterior
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={!next}
        onClick={() => go('next')}
        title={next?.nombre}
      >
        Siguiente
        <ChevronRightIcon aria-hidden />
      </Button>
    </nav>
  );
}
