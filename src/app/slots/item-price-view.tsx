import { useCurrentCompany } from '@/entities/user/hooks/use-current-user';
import { useCompanyPriceLookup } from '@/entities/company-files/api/get-price-list';
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
  const lookup = useCompanyPriceLookup(companyId);
  const ownPrice = lookup === undefined ? undefined : (lookup?.(productName, productCode) ?? null);
  return (
    <SuggestedPrice
      productCode={productCode}
      productName={productName}
      allCodes={allCodes}
      ownPrice={ownPrice}
    />
  );
}
