import { useCurrentCompany } from '@/entities/user/hooks/use-current-user';
import { HistoryPage } from '@/features/search-history/components/history-page';

/** /dashboard/historial: the whole search history of the user's first company. */
export function Component() {
  const { companyId } = useCurrentCompany();
  return <HistoryPage companyId={companyId} />;
}
