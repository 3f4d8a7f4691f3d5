import { useCurrentCompany } from '@/entities/user/hooks/use-current-user';
import { TasksPage } from '@/features/tasks/components/tasks-page';

/** /dashboard/tareas: the team's board and list of tasks. */
export function Component() {
  const { companyId } = useCurrentCompany();
  return <TasksPage companyId={companyId} />;
}
