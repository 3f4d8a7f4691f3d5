import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TelescopeIcon } from 'lucide-react';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';

import { EmptyState } from '@/components/feedback/empty-state';
import { PageLoadError } from '@/components/feedback/page-load-state';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-client';
import { chileDateOf, formatCalendarDate } from '@/lib/chile-business-days';

import { upcomingQueryOptions } from '../api/get-upcoming';
import type { UpcomingScope } from '../api/upcoming-keys';
import type { Upcoming } from '../api/upcoming-schema';
import { COMPANY_SCOPE } from '../lib/upcoming-scope';
import { DEFAULT_UPCOMING_FILTERS, filterUpcoming } from '../lib/upcoming-view';
import { UpcomingBacktest } from './upcoming-backtest';
import { UpcomingFiltersBar } from './upcoming-filters';
import { UpcomingList } from './upcoming-list';
import { UpcomingScopeForm } from './upcoming-scope-form';

function UpcomingCalendar({
  upcoming,
  companyId,
  userId,
  today,
}: {
  upcoming: Upcoming;
  companyId: number;
  userId: number;
  today: string;
}) {
  const [filters, setFilters] = useState(DEFAULT_UPCOMING_FILTERS);
  // The buyer typed filters in a background render, as the radar's.
  const deferredFilters = useDeferredValue(filters);
  const shown = useMemo(
    () => filterUpcoming(upcoming.elementos, deferredFilters, today),
    [upcoming, deferredFilters, today],
  );
  return (
    <>
      <UpcomingFiltersBar
        upcoming={upcoming}
        filters={filters}
        onChange={(change) => setFilters((current) => ({ ...current, ...change }))}
      />
      <UpcomingList items={shown} companyId={companyId} userId={userId} today={today} />
    </>
  );
}

const codesText = (count: number) =>
  `${count.toLocaleString('es-CL')} ${count === 1 ? 'código de producto' : 'códigos de producto'}`;

/** Nothing expected: no codes to look at yet, or nothing on them. */
function NothingExpected({ upcoming }: { upcoming: Upcoming }) {
  return upcoming.codigosProducto.length === 0 ? (
    <EmptyState icon={TelescopeIcon} title="Aún no sabemos qué vendes">
      <p>
        Lo que viene sigue los códigos de producto de tus postulaciones. Cuando postules, o si
        agregas un código arriba, verás aquí lo que se espera en él.
      </p>
    </EmptyState>
  ) : (
    <EmptyState icon={TelescopeIcon} title="Nada a la vista en tus rubros">
      <p>
        Ningún plan de compras, consulta al mercado, intención de trato directo, contrato por
        terminar ni nuevo llamado se espera hoy en tus códigos de producto.
      </p>
    </EmptyState>
  );
}

/** /dashboard/lo-que-viene (issue 41, decision 0036). */
export function UpcomingPage({ companyId, userId }: { companyId: number; userId: number }) {
  const queryClient = useQueryClient();
  const [scope, setScope] = useState<UpcomingScope>(COMPANY_SCOPE);
  const upcoming = useQuery(upcomingQueryOptions(companyId, scope));
  // Its list is drawn in a background render, as the radar's tables.
  const data = useDeferredValue(upcoming.data);
  const [today] = useState(() => formatCalendarDate(chileDateOf(new Date())));
  // The page moves to a wider scope once its answer is in; a refusal leaves it where it was.
  const applyScope = useCallback(
    async (next: UpcomingScope) => {
      await queryClient.fetchQuery(upcomingQueryOptions(companyId, next));
      setScope(next);
    },
    [queryClient, companyId],
  );
  if (upcoming.isError && !data) {
    return (
      <PageLoadError
        title="No pudimos cargar lo que viene"
        message={getErrorMessage(upcoming.error)}
        onRetry={() => void upcoming.refetch()}
      />
    );
  }
  if (!data) {
    return (
      <div role="status" aria-label="Cargando lo que viene" className="flex flex-col gap-3">
        <Skeleton className="h-20 rounded-xl" />
        <Skeleton className="h-96 rounded-xl" />
      </div>
    );
  }
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5">
      <p className="text-sm text-muted-foreground">
        Lo que se espera en tus códigos de producto antes de que se publique: líneas de los planes
        anuales de compras, consultas al mercado abiertas, intenciones de trato directo, contratos
        por terminar y nuevos llamados. En {codesText(data.codigosProducto.length)}: los de tus
        postulaciones y los que consultes.
      </p>
      <UpcomingScopeForm scope={scope} onApply={applyScope} />
      {data.elementos.length === 0 ? (
        <NothingExpected upcoming={data} />
      ) : (
        <UpcomingCalendar upcoming={data} companyId={companyId} userId={userId} today={today} />
      )}
      <UpcomingBacktest companyId={companyId} />
    </div>
  );
}
