import { useQuery } from '@tanstack/react-query';

import { useCurrentCompany } from '@/entities/user/api/use-current-user';
import { companyFilesQueryOptions } from '@/entities/company-files/api/get-company-files';
import { priceListQueryOptions } from '@/entities/company-files/api/get-price-list';
import { SuggestedPrice } from '@/features/purchase-orders/components/suggested-price';

/**
 * The detail's 'Precio sugerido' cell: the company's price list (company configuration) and the
 * market's awarded prices (purchase orders), composed here since neither feature knows the other.
 */
export function ItemPriceCell({
  productCode,
  productName,
  allCodes,
}: {
  productCode: string;
  productName: string;
  allCodes: readonly string[];
}) {
  const { companyId } = useCurrentCompany();
  const files = useQuery({ ...companyFilesQueryOptions(companyId), meta: { silent: true } });
  const list = files.data?.find((file) => file.kind === 'price');
  const lookup = useQuery({
    ...priceListQueryOptions(list ?? { url: '', name: '', uploadedAt: '' }),
    enabled: Boolean(list),
  });
  const ownPrice =
    files.isPending || (list && lookup.isPending)
      ? undefined
      : (lookup.data?.(productName, productCode) ?? null);
  return <SuggestedPrice productCode={productCode} allCodes={allCodes} ownPrice={ownPrice} />;
}
