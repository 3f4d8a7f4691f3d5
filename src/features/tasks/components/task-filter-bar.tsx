import { Card } from '@/components/blocks/card';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SelectField } from '@/components/ui/select-field';
import { TASK_PRIORITIES, TASK_PRIORITY_LABELS } from '@/entities/task/api/task-schema';

import {
  DEFAULT_TASK_FILTERS,
  DUE_FILTER_LABELS,
  TASK_SORT_LABELS,
  type DueFilter,
  type TaskFilters,
  type TaskSort,
} from '../lib/task-view';

/**
 * 'Filtrar tareas': assignee, due date, priority and opportunity; the list view adds its order,
 * the board a 'Limpiar filtros'.
 */
export function TaskFilterBar({
  filters,
  onFilter,
  onClear,
  users,
  sort,
  onSort,
}: {
  filters: TaskFilters;
  onFilter: <K extends keyof TaskFilters>(key: K, value: TaskFilters[K]) => void;
  onClear: () => void;
  users: readonly { id: number; name: string }[];
  /** The list's order; the board has none. */
  sort: TaskSort | null;
  onSort: (sort: TaskSort) => void;
}) {
  const filtered = JSON.stringify(filters) !== JSON.stringify(DEFAULT_TASK_FILTERS);
  return (
    <Card as="fieldset" className="grid gap-3 p-3 sm:grid-cols-2 lg:grid-cols-5">
      <legend className="sr-only">Filtrar tareas</legend>
      <SelectField
        label="Responsable"
        value={filters.assignee}
        onChange={(value) => onFilter('assignee', value)}
        options={[
          { value: 'todas', label: 'Todo el equipo' },
          { value: 'sin_asignar', label: 'Sin asignar' },
          ...users.map((user) => ({ value: String(user.id), label: user.name })),
        ]}
      />
      <SelectField
        label="Vencimiento"
        value={filters.due}
        onChange={(value) => onFilter('due', value as DueFilter)}
        options={Object.entries(DUE_FILTER_LABELS).map(([value, label]) => ({ value, label }))}
      />
      <SelectField
        label="Prioridad"
        value={filters.priority}
        onChange={(value) => onFilter('priority', value as TaskFilters['priority'])}
        options={[
          { value: 'todas', label: 'Todas' },
          ...TASK_PRIORITIES.map((value) => ({ value, label: TASK_PRIORITY_LABELS[value] })),
        ]}
      />
      <div className="flex flex-col gap-2">
        <Label htmlFor="task-opportunity-filter">Oportunidad</Label>
        <Input
          id="task-opportunity-filter"
          type="search"
          placeholder="Código o nombre"
          value={filters.opportunity}
          onChange={(event) => onFilter('opportunity', event.target.value)}
        />
      </div>
      {sort !== null ? (
        <SelectField
          label="Ordenar por"
          value={sort}
          onChange={(value) => onSort(value as TaskSort)}
          options={Object.entries(TASK_SORT_LABELS).map(([value, label]) => ({ value, label }))}
        />
      ) : (
        <div className="flex items-end">
          <Button variant="ghost" disabled={!filtered} onClick={onClear}>
            Limpiar filtros
          </Button>
        </div>
      )}
    </Card>
  );
}
