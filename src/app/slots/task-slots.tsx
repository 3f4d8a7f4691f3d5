import { lazy, Suspense } from 'react';

import type {
  OpportunityDetail,
  OpportunitySummary,
} from '@/entities/opportunity/api/opportunity-schema';

/*
 * Where the tasks feature plugs into the opportunities feature: the grid's 'Tareas' cell and the
 * detail's 'Tareas' section. They load with the first grid or detail that shows them.
 */
const TaskCountCell = lazy(() =>
  import('./task-slot-view').then((module) => ({ default: module.TaskCountCell })),
);
const OpportunityTasksSection = lazy(() =>
  import('./task-slot-view').then((module) => ({ default: module.OpportunityTasksSection })),
);

export function renderTaskCell(row: OpportunitySummary) {
  return (
    <Suspense fallback={<span className="tabular-nums">{row.tareas || '—'}</span>}>
      <TaskCountCell codigo={row.codigo} nombre={row.nombre} count={row.tareas} />
    </Suspense>
  );
}

export function renderDetailTasks(detail: OpportunityDetail) {
  return (
    <Suspense fallback={null}>
      <OpportunityTasksSection codigo={detail.codigo} nombre={detail.nombre} />
    </Suspense>
  );
}
