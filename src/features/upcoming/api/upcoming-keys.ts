import type { PageData } from '@/lib/page-data';

/**
 * What comes next's requests without their schemas: what the router sends ahead with the page's
 * code (lib/page-data.ts), the same requests the page's queries make.
 */
export type UpcomingScope = { codigos: readonly string[]; comprador: string };

export const upcomingKeys = {
  all: ['upcoming'] as const,
  company: (companyId: number) => [...upcomingKeys.all, companyId] as const,
  list: (companyId: number, scope: UpcomingScope) =>
    [...upcomingKeys.company(companyId), 'list', scope.codigos.join(','), scope.comprador] as const,
  backtest: (companyId: number) => [...upcomingKeys.company(companyId), 'backtest'] as const,
};

const NO_SCOPE: UpcomingScope = { codigos: [], comprador: '' };

/** GET /upcoming?companyId[&codigos][&comprador]: the codes and the buyer are optional. */
export const upcomingPageData = (companyId: number, scope: UpcomingScope = NO_SCOPE) =>
  ({
    queryKey: upcomingKeys.list(companyId, scope),
    staleTime: 5 * 60_000,
    request: {
      path: '/upcoming',
      query: {
        companyId,
        ...(scope.codigos.length > 0 ? { codigos: scope.codigos.join(',') } : {}),
        ...(scope.comprador ? { comprador: scope.comprador } : {}),
      },
    },
  }) satisfies PageData;
