import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router-dom';

import { selectCurrentCompany } from '@/entities/user/lib/permissions';
import { readSelectedCompanyId } from '@/entities/user/lib/selected-company';
import { userKeys } from '@/entities/user/api/user-keys';
import type { User } from '@/entities/user/api/user-schema';
import { preloadPageData, type PageData } from '@/lib/page-data';

/** The app's query client, for the routes' loaders (createAppRouter installs it). */
let client: QueryClient | undefined;

export function setPageDataClient(queryClient: QueryClient) {
  client = queryClient;
}

/**
 * A route loader that sends the page's company-scoped GET when the navigation starts, beside the
 * page's code instead of after it (React Router runs a static loader in parallel with `lazy`):
 * on a phone's round trip that is half a second (issue 35). It waits for nothing and returns
 * nothing; the page's query takes the answer. Without a known user (a first load) the page asks
 * for its data itself, as before.
 */
export function companyPageData(describe: (companyId: number) => PageData): LoaderFunction {
  return () => {
    const user = client?.getQueryData<User | null>(userKeys.me());
    const company = selectCurrentCompany(user, readSelectedCompanyId());
    if (client && company) preloadPageData(client, describe(company.companyId));
    return null;
  };
}
