import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { paths } from '@/config/paths';
import { useUser } from '@/features/auth/api/get-me';
import { getCurrentCompanyId, isSupervisor } from '@/features/auth/api/user-schema';
import { OpportunitySearch } from '@/features/opportunities/components/opportunity-search';
import { userQueryKeys } from '@/features/search-history/api/get-user-queries';

import { SaveSearchButton } from './save-search-button';

export function Component() {
  const { data: user } = useUser();
  const queryClient = useQueryClient();
  const companyId = getCurrentCompanyId(user);
  // A new search lands in the sidebar's history.
  const onSearched = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: userQueryKeys.all }),
    [queryClient],
  );
  const company = user?.companies[0]?.businessName;
  const firstName = user?.name.trim().split(/\s+/)[0];
  return (
    <div className="flex flex-col gap-4">
      {user && (
        <p className="mx-auto w-full max-w-[1600px] text-sm text-muted-foreground">
          {firstName ? `Hola, ${firstName}. ` : ''}
          {company
            ? `Buscando oportunidades para ${company}`
            : 'Buscando oportunidades para tu empresa'}
        </p>
      )}
      <OpportunitySearch
        companyId={companyId}
        isSupervisor={isSupervisor(user)}
        originUrl={paths.dashboard.root.getHref()}
        onSearched={onSearched}
        actions={(params) => <SaveSearchButton companyId={companyId} params={params} />}
      />
    </div>
  );
}
