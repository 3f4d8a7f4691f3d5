import { useCurrentCompany, useCurrentUser } from '@/entities/user/hooks/use-current-user';
import { CompanySettingsPage } from '@/features/company-admin/components/company-settings-page';

/** /dashboard/configuracion-empresa: the current company's settings, files and the switcher. */
export function Component() {
  const user = useCurrentUser();
  const company = useCurrentCompany();
  return <CompanySettingsPage company={company} companies={user.companies} />;
}
