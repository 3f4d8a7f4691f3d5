import { useQuery } from '@tanstack/react-query';
import { ClipboardListIcon, PencilIcon, PlusIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { Card, cardClassName } from '@/components/blocks/card';
import { ViewSwitch } from '@/components/blocks/view-switch';
import { LoadError } from '@/components/feedback/load-error';
import { EmptyState } from '@/components/feedback/empty-state';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { paths } from '@/config/paths';
import { companyUsersQueryOptions } from '@/entities/company-users/api/get-company-users';
import { tasksQueryOptions } from '@/entities/task/api/get-tasks';
import {
  isOverdue,
  TASK_PRIORITIES,
  TASK_PRIORITY_LABELS,
  TASK_STATUS_LABELS,
  type Task,
} from '@/entities/task/api/task-schema';
import { cn } from '@/lib/cn';

import { useTaskMutations } from '../hooks/use-task-mutations';
import {
  DEFAULT_TASK_FILTERS,
  DUE_FILTER_LABELS,
  matchesFilters,
  moveTask,
  sortTasks,
  TASK_SORT_LABELS,
  toColumns,
  type DueFilter,
  type TaskFilters,
  type TaskSort,
} from '../lib/task-view';
import { DueText, PriorityBadge } from './task-card';
import { TaskBoard } from './task-board';
import { TaskFormDialog } from './task-form-dialog';

type View = 'tablero' | 'lista';

/**
 * /dashboard/tareas: the company's tasks as a board by status (drag and drop, or the keyboard)
 * or as a list with sorting; both filtered by assignee, due date, priority and opportunity.
 */
export function TasksPage({ companyId }: { companyId: number }) {
  const [params, setParams] = useSearchParams();
  const view: View = params.get('vista') === 'lista' ? 'lista' : 'tablero';
  const tasks = useQuery(tasksQueryOptions({ companyId }));
  const users = useQuery(companyUsersQueryOptions(companyId));
  const { update, remove } = useTaskMutations(companyId);
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
  const filtered = JSON.stringify(filters) !== JSON.stringify(DEFAULT_TASK_FILTERS);

  const setFilter = <K extends keyof TaskFilters>(key: K, value: TaskFilters[K]) =>
    setFilters((current) => ({ ...current, [key]: value }));

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
            onChange={(next) =>
              setParams(
                (current) => {
                  const copy = new URLSearchParams(current);
                  if (next === 'lista') copy.set('vista', 'lista');
                  else copy.delete('vista');
                  return copy;
                },
                { replace: true },
              )
            }
          />
          <Button onClick={() => setEditing('new')}>
            <PlusIcon aria-hidden />
            Nueva tarea
          </Button>
        </div>
      </div>

      <Card as="fieldset" className="grid gap-3 p-3 sm:grid-cols-2 lg:grid-cols-5">
        <legend className="sr-only">Filtrar tareas</legend>
        <SelectField
          label="Responsable"
          value={filters.assignee}
          onChange={(value) => setFilter('assignee', value)}
          options={[
            { value: 'todas', label: 'Todo el equipo' },
            { value: 'sin_asignar', label: 'Sin asignar' },
            ...(users.data ?? []).map((user) => ({ value: String(user.id), label: user.name })),
          ]}
        />
        <SelectField
          label="Vencimiento"
          value={filters.due}
          onChange={(value) => setFilter('due', value as DueFilter)}
          options={Object.entries(DUE_FILTER_LABELS).map(([value, label]) => ({ value, label }))}
        />
        <SelectField
          label="Prioridad"
          value={filters.priority}
          onChange={(value) => setFilter('priority', value as TaskFilters['priority'])}
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
            onChange={(event) => setFilter('opportunity', event.target.value)}
          />
        </div>
        {view === 'lista' ? (
          <SelectField
            label="Ordenar por"
            value={sort}
            onChange={(value) => setSort(value as TaskSort)}
            options={Object.entries(TASK_SORT_LABELS).map(([value, label]) => ({ value, label }))}
          />
        ) : (
          <div className="flex items-end">
            <Button
              variant="ghost"
              disabled={!filtered}
              onClick={() => setFilters(DEFAULT_TASK_FILTERS)}
            >
              Limpiar filtros
            </Button>
          </div>
        )}
      </Card>

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

function TaskList({
  tasks,
  now,
  onEdit,
}: {
  tasks: Task[];
  now: Date;
  onEdit: (task: Task) => void;
}) {
  if (tasks.length === 0) {
    return <p className="text-sm text-muted-foreground">Ninguna tarea coincide con los filtros.</p>;
  }
  return (
    <Table containerLabel="Lista de tareas" className={cardClassName}>
      <TableCaption className="sr-only">Tareas del equipo</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Tarea</TableHead>
          <TableHead>Oportunidad</TableHead>
          <TableHead>Responsable</TableHead>
          <TableHead>Vencimiento</TableHead>
          <TableHead>Prioridad</TableHead>
          <TableHead>Estado</TableHead>
          <TableHead>
            <span className="sr-only">Acciones</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {tasks.map((task) => (
          <TableRow key={task.id} className={cn(isOverdue(task, now) && 'bg-destructive/5')}>
            <TableCell className="max-w-64 font-medium">{task.title}</TableCell>
            <TableCell className="max-w-56">
              {task.opportunity ? (
                <Link
                  to={paths.dashboard.opportunity.getHref(task.opportunity.codigo)}
                  className="font-mono text-xs text-primary hover:underline"
                  title={task.opportunity.nombre ?? undefined}
                >
                  {task.opportunity.codigo}
                </Link>
              ) : (
                <span className="text-muted-foreground">—</span>
              )}
            </TableCell>
            <TableCell>{task.assignee?.name ?? 'Sin asignar'}</TableCell>
            <TableCell className="text-xs">
              <DueText task={task} now={now} />
            </TableCell>
            <TableCell>
              <PriorityBadge priority={task.priority} />
            </TableCell>
            <TableCell>{TASK_STATUS_LABELS[task.status]}</TableCell>
            <TableCell>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onEdit(task)}
                aria-label={`Editar tarea: ${task.title}`}
              >
                <PencilIcon aria-hidden />
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
