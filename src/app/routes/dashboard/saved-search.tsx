import { BookmarkIcon, PencilIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';

import { GRID_SLOTS } from '@/app/slots/grid-slots';
import { EmptyState } from '@/components/feedback/empty-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useCurrentCompany, useUserPermissions } from '@/entities/user/hooks/use-current-user';
import { OpportunitySearch } from '@/features/opportunities/components/opportunity-search';
import { SavedSearchDialog } from '@/features/saved-searches/components/saved-search-dialog';
import { useSavedSearches } from '@/features/saved-searches/api/get-saved-searches';
import { searchParamsFromJson } from '@/lib/search-json';

/** /dashboard/saved-search/{id}: runs the saved search, with its name and an edit button. */
export function Component() {
  const { id = '' } = useParams();
  const { companyId } = useCurrentCompany();
  const { isSupervisor } = useUserPermissions();
  const savedSearches = useSavedSearches();
  const [editing, setEditing] = useState(false);
  const saved = savedSearches.data?.find((entry) => String(entry.id) === id);

  if (savedSearches.isPending) return <Skeleton className="h-40" />;
  if (!saved) {
    return (
      <EmptyState
        icon={BookmarkIcon}
        title="No encontramos esta búsqueda guardada"
        className="my-auto"
      >
        <p>Puede que la hayan eliminado. Revisa tus búsquedas guardadas.</p>
        <Button asChild variant="outline" className="mt-2">
          <Link to={paths.dashboard.savedSearches.getHref()}>Ver búsquedas guardadas</Link>
        </Button>
      </EmptyState>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="mx-auto flex w-full max-w-[1600px] flex-wrap items-center gap-3">
        <BookmarkIcon className="size-5 text-primary" aria-hidden />
        <p className="text-lg font-semibold">{saved.name}</p>
        {saved.sendEmail && (
          <span className="text-sm text-muted-foreground">
            Alertas a las {saved.notificationTimes.join(', ')} hrs
          </span>
        )}
        <Button variant="outline" size="sm" className="ml-auto" onClick={() => setEditing(true)}>
          <PencilIcon aria-hidden />
          Editar
        </Button>
      </div>
      <OpportunitySearch
        key={saved.id}
        companyId={companyId}
        isSupervisor={isSupervisor}
        originUrl={paths.dashboard.savedSearch.getHref(saved.id)}
        initialParams={searchParamsFromJson(saved.json_data)}
        gridSlots={GRID_SLOTS}
      />
      <SavedSearchDialog
        open={editing}
        onOpenChange={setEditing}
        companyId={companyId}
        savedSearch={saved}
      />
    </div>
  );
}
