import { renderKpiDecisions } from '@/app/slots/decision-outcome-slots';
import { useCurrentCompany } from '@/entities/user/hooks/use-current-user';
import { KpiPage } from '@/features/kpi/components/kpi-page';

/** /dashboard/kpi: which bids the company wins, and how; its bid decisions against results. */
export function Component() {
  const { companyId } = useCurrentCompany();
  return <KpiPage companyId={companyId} renderDecisions={renderKpiDecisions} />;
}
