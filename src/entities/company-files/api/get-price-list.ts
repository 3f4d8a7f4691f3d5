import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';

import type { CompanyFile } from './company-files-schema';
import { companyFilesQueryOptions } from './get-company-files';
import { apiDownload } from '@/lib/api-download';

import { priceLookup } from '../lib/price-lookup';
import { companyFilesKeys } from './get-company-files';

/**
 * One uploaded price list read into a lookup by product code and name (null when its columns
 * cannot be found). Keyed by the file and its upload time, so a new upload is read again.
 */
export const priceListQueryOptions = (file: Pick<CompanyFile, 'url' | 'name' | 'uploadedAt'>) =>
  queryOptions({
    queryKey: companyFilesKeys.priceList(file.url, file.uploadedAt),
    queryFn: async () => {
      const blob = await apiDownload(file.url);
      const { parseSpreadsheet } = await import('@/lib/parse-spreadsheet');
      const sheet = await parseSpreadsheet(new File([blob], file.name));
      return priceLookup(sheet.header, sheet.rows);
    },
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
  });

/** The company's current price list (company configuration), or null when it has none. */
export async function fetchCompanyPriceLookup(queryClient: QueryClient, companyId: number) {
  const files = await queryClient.fetchQuery(companyFilesQueryOptions(companyId));
  const list = files?.find((file) => file.kind === 'price');
  return list ? queryClient.fetchQuery(priceListQueryOptions(list)) : null;
}

/**
 * The company's price list as a lookup, for a screen: `undefined` while it loads, `null` when the
 * company has none, or it cannot be read, or its columns are not found.
 */
export function useCompanyPriceLookup(companyId: number) {
  const files = useQuery({ ...companyFilesQueryOptions(companyId), meta: { silent: true } });
  const list = files.data?.find((file) => file.kind === 'price');
  const lookup = useQuery({
    ...priceListQueryOptions(list ?? { url: '', name: '', uploadedAt: '' }),
    enabled: Boolean(list),
  });
  if (files.isPending || (list && lookup.isPending)) return undefined;
  return list ? (lookup.data ?? null) : null;
}
