import { Suspense, useState } from 'react';

import { loadTaskForm } from './load-task-form';
import type { TaskFormDialogProps } from './task-form-dialog';
import { lazyNamed } from '@/lib/lazy-named';

const TaskFormDialog = lazyNamed(
  () => loadTaskForm(),
  (module) => module.TaskFormDialog,
);

/**
 * The task form where a task is made from an opportunity (the grid's cell, the detail's section):
 * its code (the form, the select, the date rules) loads the first time it opens, not with the page
 * (it was a fifth of a detail's download). It stays mounted after, so it closes with its animation.
 */
export function TaskFormDialogOnDemand(props: TaskFormDialogProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <TaskFormDialog {...props} />
    </Suspense>
  );
}
