import { useCurrentCompany } from '@/entities/user/hooks/use-current-user';
import { CalendarPage } from '@/features/calendar/components/calendar-page';

/** /dashboard/calendario: the dates of the opportunities the company follows, and its tasks. */
export function Component() {
  const { companyId } = useCurrentCompany();
  return <CalendarPage companyId={companyId} />;
}
