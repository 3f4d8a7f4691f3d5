import { db } from '../../core/database';

/** Open tasks per opportunity code: the grid's 'Tareas' column. */
export function companyOpenTaskCounts(companyId: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (const task of db.state.tasks) {
    if (task.companyId !== companyId || task.status === 'hecha' || !task.opportunityCode) continue;
    counts.set(task.opportunityCode, (counts.get(task.opportunityCode) ?? 0) + 1);
  }
  return counts;
}
