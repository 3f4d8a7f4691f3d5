import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import type {
  OpportunityDetail,
  OpportunitySummary,
} from '@/entities/opportunity/api/opportunity-schema';
import { opportunityKeys, type SearchResult } from '../api/search-opportunities';
import type { OpportunityPatch } from '../lib/navigation-state';
import { useNavigationStore } from '../lib/navigation-store';

function patchRows(rows: OpportunitySummary[], codigo: string, patch: OpportunityPatch) {
  const at = rows.findIndex((row) => row.codigo === codigo);
  if (at === -1) return rows;
  const next = [...rows];
  next[at] = { ...rows[at]!, ...patch, codigo };
  return next;
}

/**
 * Changes one opportunity wherever the app holds it (a tag put on it, a task counted): every
 * cached search with it, its cached detail and the navigation state, so the grid, the detail and
 * previous/next all show the change at once, without asking the server again.
 */
export function patchOpportunity(
  queryClient: QueryClient,
  codigo: string,
  patch: OpportunityPatch,
) {
  queryClient.setQueriesData<SearchResult>({ queryKey: opportunityKeys.searches() }, (old) => {
    if (!old) return old;
    const resultados = patchRows(old.resultados, codigo, patch);
    return resultados === old.resultados ? old : { ...old, resultados };
  });
  queryClient.setQueryData<OpportunityDetail>(opportunityKeys.detail(codigo), (old) =>
    old ? { ...old, ...patch, codigo } : old,
  );
  useNavigationStore.getState().update(codigo, patch);
}

/** `patchOpportunity` bound to the app's query client. */
export function usePatchOpportunity() {
  const queryClient = useQueryClient();
  return useCallback(
    (codigo: string, patch: OpportunityPatch) => patchOpportunity(queryClient, codigo, patch),
    [queryClient],
  );
}
