import { useCurrentCompany } from '@/entities/user/hooks/use-current-user';
import { CompanyDocumentsPage } from '@/features/company-documents/components/company-documents-page';

/** /dashboard/documentos: the company's document vault. */
export function Component() {
  const { companyId } = useCurrentCompany();
  return <CompanyDocumentsPage companyId={companyId} />;
}
