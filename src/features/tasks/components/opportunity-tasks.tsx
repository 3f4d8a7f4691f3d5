import { ListChecksIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { CardSection } from '@/components/blocks/card';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import type { OpportunityRef } from '@/entities/opportunity/api/opportunity-schema';
import { useTasks } from '@/entities/task/api/get-tasks';
import type { Task } from '@/entities/task/api/task-schema';

import { useDeleteTask } from '../api/delete-task';
import { openTaskCount } from '../lib/task-view';
import { TaskCard } from './task-card';
import { preloadTaskForm } from './load-task-form';
import { TaskFormDialogOnDemand } from './task-form-dialog-on-demand';

/**
 * The grid's 'Tareas' cell: the opportunity's open tasks (live, from the company's task list;
 * the search's own count until it arrives) and a button that creates one for it.
 */
export function TaskCountButton({
  companyId,
  codigo,
  nombre,
  count,
}: OpportunityRef & {
  companyId: number;
  count: number;
}) {
  const tasks = useTasks({ companyId });
  const [open, setOpen] = useState(false);
  const openCount = openTaskCount(tasks.data, codigo) ?? count;
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        tabIndex={-1}
        className="tabular-nums"
        aria-label={`Nueva tarea para ${codigo} (${openCount} ${openCount === 1 ? 'tarea abierta' : 'tareas abiertas'})`}
        title="Nueva tarea"
        onPointerEnter={preloadTaskForm}
        onClick={() => setOpen(true)}
      >
        {openCount > 0 ? openCount : <PlusIcon aria-hidden />}
      </Button>
      <TaskFormDialogOnDemand
        companyId={companyId}
        open={open}
        onOpenChange={setOpen}
        opportunityCode={codigo}
        opportunityName={nombre}
      />
    </>
  );
}

/** The detail's 'Tareas' section: this opportunity's tasks and 'Nueva tarea'. */
export function OpportunityTasks({
  companyId,
  codigo,
  nombre,
}: OpportunityRef & {
  companyId: number;
}) {
  const tasks = useTasks({ companyId });
  const remove = useDeleteTask(companyId);
  const [editing, setEditing] = useState<Task | 'new' | null>(null);
  const [now] = useState(() => new Date());
  const mine = (tasks.data ?? []).filter((task) => task.opportunity?.codigo === codigo);
  return (
    <CardSection
      title={`Tareas (${mine.length})`}
      icon={ListChecksIcon}
      action={
        <div className="flex gap-2">
          <Button variant="outline" size="sm" asChild>
            <Link to={paths.dashboard.tasks.getHref()}>Ver tablero</Link>
          </Button>
          <Button
            size="sm"
            onPointerEnter={preloadTaskForm}
            onFocus={preloadTaskForm}
            onClick={() => setEditing('new')}
          >
            <PlusIcon aria-hidden />
            Nueva tarea
          </Button>
        </div>
      }
    >
      {tasks.isPending ? (
        <Skeleton className="h-20" />
      ) : tasks.isError ? (
        <p role="alert" className="text-sm text-destructive">
          No pudimos cargar las tareas.
        </p>
      ) : mine.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Aún no hay tareas para esta oportunidad. Crea una para repartir el trabajo de la oferta.
        </p>
      ) : (
        <ul className="grid gap-2 md:grid-cols-2">
          {mine.map((task) => (
            <li key={task.id}>
              <TaskCard
                task={task}
                now={now}
                showOpportunity={false}
                onEdit={() => setEditing(task)}
                onDelete={() => remove.mutateAsync(task.id)}
              />
            </li>
          ))}
        </ul>
      )}
      <TaskFormDialogOnDemand
        companyId={companyId}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        task={editing === 'new' || editing === null ? undefined : editing}
        opportunityCode={codigo}
        opportunityName={nombre}
      />
    </CardSection>
  );
}
