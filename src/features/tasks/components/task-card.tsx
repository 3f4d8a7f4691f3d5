import { CalendarClockIcon, PencilIcon, Trash2Icon, UserIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { ConfirmDialog } from '@/components/blocks/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { isOverdue, TASK_PRIORITY_LABELS, type Task } from '@/entities/task/api/task-schema';
import { cn } from '@/lib/cn';
import { formatChileDate } from '@/lib/format';

const PRIORITY_VARIANT = { alta: 'destructive', media: 'secondary', baja: 'outline' } as const;

export function PriorityBadge({ priority }: { priority: Task['priority'] }) {
  return (
    <Badge variant={PRIORITY_VARIANT[priority]}>
      Prioridad {TASK_PRIORITY_LABELS[priority].toLowerCase()}
    </Badge>
  );
}

/** The due date in Chile, with 'Vencida' when an open task is past it. */
export function DueText({ task, now }: { task: Task; now: Date }) {
  if (!task.dueAt) return <span className="text-muted-foreground">Sin fecha</span>;
  const overdue = isOverdue(task, now);
  return (
    <span
      className={cn('inline-flex items-center gap-1', overdue && 'font-medium text-destructive')}
    >
      <CalendarClockIcon className="size-3.5" aria-hidden />
      {formatChileDate(task.dueAt, 'dateTime')}
      {overdue && <Badge variant="destructive">Vencida</Badge>}
    </span>
  );
}

/** One task as the board and the opportunity detail show it. */
export function TaskCard({
  task,
  now,
  handle,
  onEdit,
  onDelete,
  className,
  showOpportunity = true,
}: {
  task: Task;
  now: Date;
  /** The board's drag handle. */
  handle?: ReactNode;
  onEdit: () => void;
  onDelete: () => Promise<unknown>;
  className?: string;
  /** False where the opportunity is already on screen (its detail). */
  showOpportunity?: boolean;
}) {
  const overdue = isOverdue(task, now);
  return (
    <article
      aria-label={task.title}
      className={cn(
        'flex gap-2 rounded-lg border bg-card p-3 text-sm shadow-xs',
        overdue && 'border-destructive/60 bg-destructive/5',
        className,
      )}
    >
      {handle}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <h3
            className={cn(
              'leading-snug font-medium',
              task.status === 'hecha' && 'line-through opacity-70',
            )}
          >
            {task.title}
          </h3>
          <PriorityBadge priority={task.priority} />
        </div>
        {showOpportunity && task.opportunity && (
          <Link
            to={paths.dashboard.opportunity.getHref(task.opportunity.codigo)}
            className="line-clamp-2 text-xs text-primary underline-offset-2 hover:underline"
          >
            <span className="font-mono">{task.opportunity.codigo}</span>
            {task.opportunity.nombre ? ` · ${task.opportunity.nombre}` : ''}
          </Link>
        )}
        {task.requirement && task.opportunity && (
          <Link
            to={`${paths.dashboard.opportunity.getHref(task.opportunity.codigo)}#requisitos`}
            className="text-xs text-primary underline-offset-2 hover:underline"
          >
            Requisito: {task.requirement.name}
          </Link>
        )}
        {task.invoice && (
          <Link
            to={paths.dashboard.receivables.management.getHref({ invoiceId: task.invoice.id })}
            className="text-xs text-primary underline-offset-2 hover:underline"
          >
            Factura N° {task.invoice.number}
          </Link>
        )}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <DueText task={task} now={now} />
          <span className="inline-flex items-center gap-1">
            <UserIcon className="size-3.5" aria-hidden />
            {task.assignee?.name ?? 'Sin asignar'}
          </span>
        </div>
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="sm"
            onClick={onEdit}
            aria-label={`Editar tarea: ${task.title}`}
          >
            <PencilIcon aria-hidden />
            Editar
          </Button>
          <ConfirmDialog
            title="¿Eliminar esta tarea?"
            description={`La tarea "${task.title}" se eliminará para todo el equipo. Esta acción no se puede deshacer.`}
            action="Sí, eliminar"
            onConfirm={onDelete}
            trigger={(open) => (
              <Button
                variant="ghost"
                size="sm"
                onClick={open}
                aria-label={`Eliminar tarea: ${task.title}`}
              >
                <Trash2Icon aria-hidden />
                Eliminar
              </Button>
            )}
          />
        </div>
      </div>
    </article>
  );
}
