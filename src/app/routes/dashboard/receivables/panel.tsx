import { useCurrentCompany } from '@/entities/user/api/use-current-user';
import { ReceivablesPanel } from '@/features/receivables/components/receivables-panel';

/** /dashboard/cuentas-por-cobrar: who owes what and since when. */
export function Component() {
  const { companyId } = useCurrentCompany();
  return <ReceivablesPanel companyId={companyId} />;
}
