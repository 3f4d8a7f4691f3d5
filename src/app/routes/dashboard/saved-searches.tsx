import { useCurrentCompany } from '@/entities/user/hooks/use-current-user';
import { SavedSearchesPage } from '@/features/saved-searches/components/saved-searches-page';

/** /dashboard/busquedas-guardadas: the saved searches of the user's first company. */
export function Component() {
  const { companyId } = useCurrentCompany();
  return <SavedSearchesPage companyId={companyId} />;
}
