import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

import { GRID_SLOTS } from '@/app/slots/grid-slots';
import { paths } from '@/config/paths';
import {
  useCurrentCompany,
  useCurrentUser,
  useUserPermissions,
} from '@/entities/user/hooks/use-current-user';
import {
  OpportunitySearch,
  OpportunitySearchPreview,
} from '@/features/opportunities/components/opportunity-search';
import { userQueryKeys } from '@/features/search-history/api/get-user-queries';

import type { RouteHandle } from '../../route-handle';
import { readPaletteSearch } from '../../shell/command-palette/palette-search';
import { lazyNamed } from '@/lib/lazy-named';

// 'Guardar búsqueda' shows with results only: its code comes with the first results.
const SaveSearchButton = lazyNamed(
  () => import('@/app/slots/save-search-button'),
  (module) => module.SaveSearchButton,
);

export function Component() {
  const user = useCurrentUser();
  const { companyId, businessName: company } = useCurrentCompany();
  const { isSupervisor } = useUserPermissions();
  const queryClient = useQueryClient();
  // A new search lands in the sidebar's history.
  const onSearched = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: userQueryKeys.all }),
    [queryClient],
  );
  // A search typed in the command palette starts here, afresh each time.
  const paletteSearch = readPaletteSearch(useLocation().state);
  const firstName = user.name.trim().split(/\s+/)[0];
  return (
    <SearchPage
      greeting={
        <>
          {firstName ? `Hola, ${firstName}. ` : ''}
          {company
            ? `Buscando oportunidades para ${company}`
            : 'Buscando oportunidades para tu empresa'}
        </>
      }
    >
      <OpportunitySearch
        key={paletteSearch?.id}
        initialParams={paletteSearch && { query: paletteSearch.query }}
        restore={!paletteSearch}
        companyId={companyId}
        isSupervisor={isSupervisor}
        originUrl={paths.dashboard.root.getHref()}
        onSearched={onSearched}
        gridSlots={GRID_SLOTS}
        actions={(params) => (
          <Suspense fallback={null}>
            <SaveSearchButton companyId={companyId} params={params} />
          </Suspense>
        )}
      />
    </SearchPage>
  );
}

function SearchPage({ greeting, children }: { greeting: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-4">
      <p className="mx-auto w-full max-w-[1600px] text-sm text-muted-foreground">{greeting}</p>
      {children}
    </div>
  );
}

/** While the session is checked, the page as it will show, with the check where the greeting goes. */
export const handle: RouteHandle = {
  preview: (status) => (
    <SearchPage greeting={status}>
      <OpportunitySearchPreview />
    </SearchPage>
  ),
};
