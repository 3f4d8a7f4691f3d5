import { useNavigate, type NavigateFunction } from 'react-router-dom';

import { paths } from '@/config/paths';
import { TASK_DESCRIPTION_MAX, TASK_TITLE_MAX } from '@/entities/task/api/create-task';
import {
  TaskFromItemDialog,
  type TaskFromItem,
} from '@/entities/task/components/task-from-item-dialog';
import { TASK_MESSAGES } from '@/entities/task/lib/task-messages';
import { formatDayText } from '@/lib/chile-business-days';
import { toast } from '@/lib/toast';

import type { UpcomingItem } from '../api/upcoming-schema';
import {
  defaultPrepareDue,
  prepareDeadline,
  prepareDueProblem,
  prepareTitle,
  UPCOMING_KIND_LABELS,
  windowText,
} from '../lib/upcoming-view';

/** The task's description: what is expected, from whom, when, and where it was read. */
const taskDescription = (item: UpcomingItem) =>
  `${UPCOMING_KIND_LABELS[item.fuente]} de ${item.comprador.nombre}: ${item.descripcion}. ${windowText(item.ventana)}. Fuente: ${item.fuenteTexto}.`.slice(
    0,
    TASK_DESCRIPTION_MAX,
  );

/**
 * 'Preparar': a task to get ready for what is expected, due before its expected date (by default
 * the business day about 10 days before it), for the signed-in person unless another is chosen.
 */
function prepareTask(
  item: UpcomingItem,
  userId: number,
  today: string,
  navigate: NavigateFunction,
): TaskFromItem {
  const deadline = prepareDeadline(item.ventana, today);
  return {
    title: 'Preparar',
    description: `Crea una tarea para prepararte antes de que se publique «${item.descripcion}».`,
    defaults: {
      title: prepareTitle(item.descripcion, TASK_TITLE_MAX),
      assigneeId: userId,
      dueDay: defaultPrepareDue(deadline, today),
    },
    assignee: 'optional',
    dueProblem: (day) => prepareDueProblem(day, today, deadline),
    dueMin: today,
    dueHint:
      deadline === null
        ? 'La fecha esperada ya pasó: elige cuándo revisarla.'
        : deadline === item.ventana.desde
          ? `Se espera desde el ${formatDayText(deadline)}.`
          : `Se espera hasta el ${formatDayText(deadline)}.`,
    toTask: (values) => ({
      ...values,
      description: taskDescription(item),
      priority: 'media',
      status: 'pendiente',
      opportunityCode: null,
    }),
    onCreated: (task, dueDay) =>
      toast.success(TASK_MESSAGES.created, {
        description: `«${task.title}» vence el ${formatDayText(dueDay)}.`,
        action: {
          label: 'Ver tarea',
          onClick: () => void navigate(paths.dashboard.tasks.getHref({ taskId: task.id })),
        },
      }),
  };
}

/** 'Preparar' on an item of what comes next (the task entity's dialog). */
export function PrepareTaskDialog({
  companyId,
  userId,
  target,
  today,
  onOpenChange,
}: {
  companyId: number;
  userId: number;
  target: UpcomingItem | null;
  today: string;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  return (
    <TaskFromItemDialog
      companyId={companyId}
      item={target && prepareTask(target, userId, today, navigate)}
      onOpenChange={onOpenChange}
    />
  );
}
