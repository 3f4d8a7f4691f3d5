import { useCurrentCompany } from '@/entities/user/hooks/use-current-user';
import { OpportunityTasks, TaskCountButton } from '@/features/tasks/components/opportunity-tasks';

/** The grid's 'Tareas' cell for the current company. */
export function TaskCountCell(props: { codigo: string; nombre: string; count: number }) {
  const { companyId } = useCurrentCompany();
  return <TaskCountButton companyId={companyId} {...props} />;
}

/** The detail's 'Tareas' section for the current company. */
export function OpportunityTasksSection(props: { codigo: string; nombre: string }) {
  const { companyId } = useCurrentCompany();
  return <OpportunityTasks companyId={companyId} {...props} />;
}
