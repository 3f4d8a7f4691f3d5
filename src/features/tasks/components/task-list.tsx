import { PencilIcon } from 'lucide-react';
import { Link } from 'react-router-dom';

import { cardClassName } from '@/components/blocks/card';
import { Button } from '@/components/ui/button';
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
import { isOverdue, TASK_STATUS_LABELS, type Task } from '@/entities/task/api/task-schema';
import { cn } from '@/lib/cn';

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
  return (
    <Table containerLabel="Lista de tareas" className={cardClassName} stackOnPhone>
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
            <TableCell className="font-medium sm:max-w-64">{task.title}</TableCell>
            <TableCell data-label="Oportunidad" className="sm:max-w-56">
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
            <TableCell data-label="Responsable">{task.assignee?.name ?? 'Sin asignar'}</TableCell>
            <TableCell data-label="Vencimiento" className="text-xs">
              <DueText task={task} now={now} />
            </TableCell>
            <TableCell data-label="Prioridad">
              <PriorityBadge priority={task.priority} />
            </TableCell>
            <TableCell data-label="Estado">{TASK_STATUS_LABELS[task.status]}</TableCell>
            <TableCell className="max-sm:text-end">
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
