import type {
  OpportunityDetail,
  OpportunitySummary,
} from '@/entities/opportunity/api/opportunity-schema';
import { deferredPart } from '@/lib/lazy-component';

/*
 * Where the tasks feature plugs into the opportunities feature: the grid's 'Tareas' cell and the
 * detail's 'Tareas' section. They load with the first grid or detail that shows them.
 */
const TaskCountCell = deferredPart(
  () => import('./task-slot-view'),
  (module) => module.TaskCountCell,
);
const OpportunityTasksSection = deferredPart(
  () => import('./task-slot-view'),
  (module) => module.OpportunityTasksSection,
);

/** The grid's 'Tareas' cell's code, fetched ahead with the grid's. */
export const loadTaskCell = TaskCountCell.load;

export function renderTaskCell(row: OpportunitySummary) {
  return (
    <TaskCountCell
      fallback={<span className="tabular-nums">{row.tareas || '—'}</span>}
      codigo={row.codigo}
      nombre={row.nombre}
      count={row.tareas}
    />
  );
}

export function renderDetailTasks(detail: OpportunityDetail) {
  return <OpportunityTasksSection codigo={detail.codigo} nombre={detail.nombre} />;
}
