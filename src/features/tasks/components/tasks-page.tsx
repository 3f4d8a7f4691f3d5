import { useQuery } from '@tanstack/react-query';
import { ClipboardListIcon, PlusIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { EmptyState } from '@/components/feedback/empty-state';
import { LoadError } from '@/components/feedback/load-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ViewSwitch } from '@/components/blocks/view-switch';
import { companyUsersQueryOptions } from '@/entities/company-users/api/get-company-users';
import { tasksQueryOptions } from '@/entities/task/api/get-tasks';
import { isOverdue, type Task } from '@/entities/task/api/task-schema';

import { useDeleteTask } from '../api/delete-task';
import { useUpdateTask } from '../api/update-task';
import { useTasksView } from '../hooks/use-tasks-view';
import {
  DEFAULT_TASK_FILTERS,
  matchesFilters,
  moveTask,
  sortTasks,
  toColumns,
  type TaskFilters,
  type TaskSort,
} from '../lib/task-view';
import { TaskBoard } from './task-board';
import { TaskFilterBar } from './task-filter-bar';
import { TaskFormDialog } from './task-form-dialog';
import { TaskList } from './task-list';

/**
 * /dashboard/tareas: the company's tasks as a board by status (drag and drop, or the keyboard)
 * or as a list with sorting; both filtered by assignee, due date, priority and opportunity.
 */
export function TasksPage({ companyId }: { companyId: number }) {
  const [params] = useSearchParams();
  const [view, setView] = useTasksView();
  const tasks = useQuery(tasksQueryOptions({ companyId }));
  const users = useQuery(companyUsersQueryOptions(companyId));
  const update = useUpdateTask(companyId);
  const remove = useDeleteTask(companyId);
  const [filters, setFilters] = useState<TaskFilters>(DEFAULT_TASK_FILTERS);
  const [sort, setSort] = useState<TaskSort>('vencimiento');
  const [editing, setEditing] = useState<Task | 'new' | null>(null);
  const [now] = useState(() => new Date());
  // ?tarea={id} (the calendar's 'Abrir tarea') opens that task once the list is in.
  const linkedId = Number(params.get('tarea'));
  const linked = tasks.data?.find((task) => task.id === linkedId);
  const [openedLink, setOpenedLink] = useState<number | null>(null);
  if (linked && openedLink !== linked.id) {
    setOpenedLink(linked.id);
    setEditing(linked);
  }

  const visible = useMemo(
    () => (tasks.data ?? []).filter((task) => matchesFilters(task, filters, now)),
    [tasks.data, filters, now],
  );
  const columns = useMemo(() => toColumns(visible), [visible]);
  const overdue = (tasks.data ?? []).filter((task) => isOverdue(task, now)).length;

  const onMove = (task: Task, status: Task['status'], index: number) => {
    // The index is among the visible cards; the server places it among all of its column.
    const full = toColumns(tasks.data ?? []);
    const anchor = columns[status][index];
    const fullIndex = anchor
      ? full[status].findIndex((entry) => entry.id === anchor.id)
      : full[status].length;
    const moved = moveTask(full, task.id, status, fullIndex);
    if (!moved) return;
    update.mutate({
      id: task.id,
      patch: moved.patch,
      optimistic: () => Object.values(moved.columns).flat(),
    });
  };

  const onDelete = (task: Task) => remove.mutateAsync(task.id);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">Tareas del equipo</h2>
          <p className="text-sm text-muted-foreground">
            {tasks.data
              ? `${tasks.data.filter((task) => task.status !== 'hecha').length} abiertas${
                  overdue > 0 ? `, ${overdue} vencidas` : ''
                }`
              : 'Cargando tareas…'}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <ViewSwitch
            label="Vista de tareas"
            value={view}
            options={[
              { value: 'tablero', label: 'Tablero' },
              { value: 'lista', label: 'Lista' },
            ]}
            onChange={setView}
          />
          <Button onClick={() => setEditing('new')}>
            <PlusIcon aria-hidden />
            Nueva tarea
          </Button>
        </div>
      </div>

      <TaskFilterBar
        filters={filters}
        onFilter={(key, value) => setFilters((current) => ({ ...current, [key]: value }))}
        onClear={() => setFilters(DEFAULT_TASK_FILTERS)}
        users={users.data ?? []}
        sort={view === 'lista' ? sort : null}
        onSort={setSort}
      />

      {tasks.isPending ? (
        <div className="grid gap-4 md:grid-cols-3">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-64 rounded-xl" />
          ))}
        </div>
      ) : tasks.isError ? (
        <LoadError message="No pudimos cargar las tareas." onRetry={() => void tasks.refetch()} />
      ) : tasks.data.length === 0 ? (
        <EmptyState
          icon={ClipboardListIcon}
          title="Aún no hay tareas"
          action={
            <Button onClick={() => setEditing('new')}>
              <PlusIcon aria-hidden />
              Nueva tarea
            </Button>
          }
        >
          Crea tareas desde aquí, desde el detalle de una oportunidad o desde la columna Tareas de
          los resultados.
        </EmptyState>
      ) : view === 'tablero' ? (
        <TaskBoard
          columns={columns}
          now={now}
          onMove={onMove}
          onEdit={setEditing}
          onDelete={onDelete}
        />
      ) : (
        <TaskList tasks={sortTasks(visible, sort)} now={now} onEdit={setEditing} />
      )}

      <TaskFormDialog
        companyId={companyId}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        task={editing === 'new' || editing === null ? undefined : editing}
      />
    </div>
  );
}
