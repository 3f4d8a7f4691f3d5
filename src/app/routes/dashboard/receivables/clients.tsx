import { useCurrentCompany } from '@/entities/user/api/use-current-user';
import { ClientsPage } from '@/features/receivables/components/clients-page';

/** /dashboard/cuentas-por-cobrar/clientes: the client master. */
export function Component() {
  const { companyId } = useCurrentCompany();
  return <ClientsPage companyId={companyId} />;
}
