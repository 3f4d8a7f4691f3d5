import { PencilIcon } from 'lucide-react';
import { Link } from 'react-router-dom';

import { cardClassName } from '@/components/blocks/card';
import { DataTable, type DataColumn } from '@/components/blocks/data-table';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { isOverdue, TASK_STATUS_LABELS, type Task } from '@/entities/task/api/task-schema';

import { DueText, PriorityBadge } from './task-card';

/** The tasks as a table (the list view), overdue ones tinted; each row opens its task. */
export function TaskList({
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
  const columns: DataColumn<Task>[] = [
    {
      header: 'Tarea',
      title: true,
      className: 'font-medium sm:max-w-64',
      cell: (task) => task.title,
    },
    {
      header: 'Oportunidad',
      className: 'sm:max-w-56',
      cell: (task) =>
        task.opportunity ? (
          <Link
            to={paths.dashboard.opportunity.getHref(task.opportunity.codigo)}
            className="font-mono text-xs text-primary hover:underline"
            title={task.opportunity.nombre ?? undefined}
          >
            {task.opportunity.codigo}
          </Link>
        ) : (
          <span className="text-muted-foreground">—</span>
        ),
    },
    { header: 'Responsable', cell: (task) => task.assignee?.name ?? 'Sin asignar' },
    {
      header: 'Vencimiento',
      className: 'text-xs',
      cell: (task) => <DueText task={task} now={now} />,
    },
    { header: 'Prioridad', cell: (task) => <PriorityBadge priority={task.priority} /> },
    { header: 'Estado', cell: (task) => TASK_STATUS_LABELS[task.status] },
    {
      header: 'Acciones',
      headerHidden: true,
      className: 'max-sm:text-end',
      cell: (task) => (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onEdit(task)}
          aria-label={`Editar tarea: ${task.title}`}
        >
          <PencilIcon aria-hidden />
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      label="Lista de tareas"
      caption="Tareas del equipo"
      captionStyle="hidden"
      className={cardClassName}
      columns={columns}
      items={tasks}
      rowKey={(task) => task.id}
      rowClassName={(task) => (isOverdue(task, now) ? 'bg-destructive/5' : undefined)}
    />
  );
}
