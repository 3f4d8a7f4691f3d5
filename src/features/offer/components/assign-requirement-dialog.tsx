import {
  TaskFromItemDialog,
  type TaskFromItem,
} from '@/entities/task/components/task-from-item-dialog';
import { chileDayKey, formatDayKey } from '@/lib/chile-time';

import type { Requirement } from '../api/offer-schema';
import { defaultDueDay } from '../lib/requirement-state';

export type AssignTarget = { requirement: Requirement; codigo: string; closeAt: string | null };

/** The due day's limits: not before today, not after the close. */
function assignDueProblem(day: string, today: string, closeDay: string | null) {
  if (day < today) return 'La fecha no puede ser anterior a hoy';
  if (closeDay !== null && day > closeDay) {
    return `Debe vencer antes del cierre (${formatDayKey(closeDay)})`;
  }
  return null;
}

/**
 * 'Asignar': a task for a teammate to get a requirement, due before the close (by default the
 * business day before it), linked to the requirement so each side shows the other.
 */
function assignTask({ requirement, codigo, closeAt }: AssignTarget, today: string): TaskFromItem {
  const closeDay = closeAt ? chileDayKey(closeAt) : null;
  return {
    title: 'Asignar requisito',
    description: `Crea una tarea para conseguir este requisito de ${codigo}.`,
    defaults: {
      title: `Conseguir: ${requirement.name}`,
      assigneeId: null,
      dueDay: closeAt ? defaultDueDay(closeAt, today) : '',
    },
    assignee: 'required',
    dueProblem: (day) => assignDueProblem(day, today, closeDay),
    dueHint: closeDay ? `El cierre es el ${formatDayKey(closeDay)}.` : undefined,
    toTask: (values) => ({
      ...values,
      description: `Requisito para postular a ${codigo}: ${requirement.name}.`,
      priority: 'alta',
      status: 'pendiente',
      opportunityCode: codigo,
      requirement: { id: requirement.id, name: requirement.name },
    }),
    pendingLabel: 'Cargando',
  };
}

/** 'Asignar' on a requirement of the offer (the task entity's dialog). */
export function AssignRequirementDialog({
  companyId,
  target,
  today,
  onOpenChange,
}: {
  companyId: number;
  target: AssignTarget | null;
  today: string;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <TaskFromItemDialog
      companyId={companyId}
      item={target && assignTask(target, today)}
      onOpenChange={onOpenChange}
    />
  );
}
