import { useCurrentCompany } from '@/entities/user/hooks/use-current-user';
import { RadarPage } from '@/features/radar/components/radar-page';

/** /dashboard/radar: what may come back on the company's product codes (decision 0031). */
export function Component() {
  const { companyId } = useCurrentCompany();
  return <RadarPage companyId={companyId} />;
}
