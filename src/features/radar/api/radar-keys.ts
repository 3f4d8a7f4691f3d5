import type { PageData } from '@/lib/page-data';

/**
 * The radar's request without its schema: what the router sends ahead with the page's code
 * (lib/page-data.ts), the same request the radar's query makes (get-radar.ts).
 */
export const radarKeys = {
  all: ['radar'] as const,
  company: (companyId: number) => [...radarKeys.all, companyId] as const,
};

export const radarPageData = (companyId: number) =>
  ({
    queryKey: radarKeys.company(companyId),
    staleTime: 5 * 60_000,
    request: { path: '/radar', query: { companyId } },
  }) satisfies PageData;
