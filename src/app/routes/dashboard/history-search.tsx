import { HistoryIcon } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';

import { GRID_SLOTS } from '@/app/slots/grid-slots';
import { SaveSearchButton } from '@/app/slots/save-search-button';
import { EmptyState } from '@/components/feedback/empty-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useCurrentCompany, useUserPermissions } from '@/entities/user/hooks/use-current-user';
import { OpportunitySearch } from '@/features/opportunities/components/opportunity-search';
import { useUserQuery } from '@/features/search-history/hooks/use-user-query';
import { useMinimumLoading } from '@/hooks/use-minimum-loading';
import { formatChileDate } from '@/lib/format';
import { searchParamsFromJson } from '@/lib/search-json';

/** /dashboard/history-search/{queryId}: a past query, run again. */
export function Component() {
  const { queryId = '' } = useParams();
  const { companyId } = useCurrentCompany();
  const { isSupervisor } = useUserPermissions();
  const { query, isPending, isError, refetch } = useUserQuery(companyId, Number(queryId));
  const loading = useMinimumLoading(isPending);

  if (loading || isPending) {
    return <Skeleton className="h-40" />;
  }
  if (isError) {
    return (
      <EmptyState icon={HistoryIcon} title="Error al cargar consultas" className="my-auto">
        <Button className="mt-2" onClick={() => void refetch()}>
          Reintentar
        </Button>
      </EmptyState>
    );
  }
  if (!query) {
    return (
      <EmptyState
        icon={HistoryIcon}
        title="No encontramos esta consulta en tu historial"
        className="my-auto"
      >
        <Button asChild variant="outline" className="mt-2">
          <Link to={paths.dashboard.root.getHref()}>Ir a Búsquedas IA</Link>
        </Button>
      </EmptyState>
    );
  }

  const params = query.json_data
    ? searchParamsFromJson(query.json_data)
    : { query: query.consulta ?? '' };
  return (
    <div className="flex flex-col gap-4">
      <p className="mx-auto flex w-full max-w-[1600px] items-center gap-2 text-sm text-muted-foreground">
        <HistoryIcon className="size-4" aria-hidden />
        Consulta del {formatChileDate(query.createdAt, 'short')}
      </p>
      <OpportunitySearch
        key={query.id}
        companyId={companyId}
        isSupervisor={isSupervisor}
        originUrl={paths.dashboard.historySearch.getHref(query.id)}
        initialParams={params}
        actions={(current) => <SaveSearchButton companyId={companyId} params={current} />}
        gridSlots={GRID_SLOTS}
      />
    </div>
  );
}
