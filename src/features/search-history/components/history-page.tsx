import { useQuery } from '@tanstack/react-query';
import { HistoryIcon } from 'lucide-react';
import { Link } from 'react-router-dom';

import { Pager } from '@/components/blocks/pager';
import { EmptyState } from '@/components/feedback/empty-state';
import { PageLoadError, PageLoading } from '@/components/feedback/page-load-state';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useMinimumLoading } from '@/hooks/use-minimum-loading';
import { usePageParam } from '@/hooks/use-page-param';
import { getErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatChileDate } from '@/lib/format';

import { userQueriesQueryOptions } from '../api/get-user-queries';
import { newestFirst, queryTitle } from '../lib/history-entries';

/** Queries per page of the history (decision 0008). */
export const HISTORY_PAGE_SIZE = 20;

function countText(total: number) {
  return total === 1
    ? '1 consulta. Ábrela para repetirla.'
    : `${total} consultas, de la más reciente a la más antigua. Abre una para repetirla.`;
}

/**
 * /dashboard/historial, the sidebar history's 'Ver todas' (decision 0008): every past query of
 * the user in the company, newest first, 20 a page, each with its text (or 'Consulta sin
 * título') and its date in Chile's time, opening the history-search page as the sidebar does.
 * It reads the whole history ('todo'), the same cache as that page.
 */
export function HistoryPage({ companyId }: { companyId: number }) {
  const query = useQuery(userQueriesQueryOptions(companyId, 'todo'));
  const loading = useMinimumLoading(query.isPending) || query.isPending;
  const [requestedPage, goTo] = usePageParam();
  const entries = newestFirst(query.data ?? []);
  const pageCount = Math.max(1, Math.ceil(entries.length / HISTORY_PAGE_SIZE));
  const page = Math.min(requestedPage, pageCount);
  const shown = entries.slice((page - 1) * HISTORY_PAGE_SIZE, page * HISTORY_PAGE_SIZE);

  let body;
  if (loading) {
    body = <PageLoading label="Cargando historial" rowClassName="h-16" className="gap-2" />;
  } else if (query.isError) {
    body = (
      <PageLoadError
        title="Error al cargar consultas"
        message={getErrorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (entries.length === 0) {
    body = (
      <EmptyState
        icon={HistoryIcon}
        title="Aún no tienes consultas en tu historial"
        action={
          <Button asChild className="mt-2">
            <Link to={paths.dashboard.root.getHref()}>Ir a Búsquedas IA</Link>
          </Button>
        }
      >
        <p>Cada búsqueda que hagas en Búsquedas IA queda aquí, para repetirla con un clic.</p>
      </EmptyState>
    );
  } else {
    body = (
      <ul aria-label="Historial de búsquedas" className="flex flex-col gap-2">
        {shown.map((entry) => {
          const title = queryTitle(entry);
          return (
            <li key={entry.id}>
              <Link
                to={paths.dashboard.historySearch.getHref(entry.id)}
                className="flex flex-col gap-1 rounded-xl border bg-card px-4 py-3 transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/40 sm:flex-row sm:items-center sm:gap-4"
              >
                <span
                  className={cn(
                    'min-w-0 flex-1 truncate font-medium',
                    !entry.consulta?.trim() && 'text-muted-foreground italic',
                  )}
                  title={title}
                >
                  {title}
                </span>
                <time dateTime={entry.createdAt} className="text-sm text-muted-foreground">
                  {formatChileDate(entry.createdAt, 'short')}
                </time>
              </Link>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-bold tracking-tight">Tu historial de búsquedas</h2>
        <p className="text-sm text-muted-foreground">
          {!loading && entries.length > 0
            ? countText(entries.length)
            : 'Las búsquedas que haces en Búsquedas IA, para repetirlas cuando quieras.'}
        </p>
      </div>
      {body}
      {!loading && !query.isError && (
        <Pager page={page} pageCount={pageCount} onPage={goTo} label="historial" />
      )}
    </div>
  );
}
