import { useUser } from '@/features/auth/api/get-me';
import { getCurrentCompanyId } from '@/features/auth/api/user-schema';
import { SavedSearchesPage } from '@/features/saved-searches/components/saved-searches-page';

/** /dashboard/busquedas-guardadas: the saved searches of the user's first company. */
export function Component() {
  const { data: user } = useUser();
  return <SavedSearchesPage companyId={getCurrentCompanyId(user)} />;
}
