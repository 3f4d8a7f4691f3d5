import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { FormDialog, FormDialogFooter } from '@/components/blocks/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { FormSelect } from '@/components/ui/form-select';
import { Input } from '@/components/ui/input';
import { companyUsersQueryOptions } from '@/entities/company-users/api/get-company-users';
import { createTask, TASK_TITLE_MAX } from '@/entities/task/api/create-task';
import { taskKeys } from '@/entities/task/api/get-tasks';
import { TASK_MESSAGES } from '@/entities/task/lib/task-messages';
import { getErrorMessage } from '@/lib/api-client';
import { chileDayKey, chileWallTimeToInstant, formatDayKey } from '@/lib/chile-time';
import { toast } from '@/lib/toast';

import type { Requirement } from '../api/offer-schema';
import { defaultDueDay } from '../lib/requirement-state';

/** The hour a requirement's task is due on its day (Chile). */
const DUE_TIME = '12:00';

function formSchemaFor(today: string, closeDay: string | null) {
  return z
    .object({
      title: z
        .string()
        .trim()
        .min(1, TASK_MESSAGES.titleRequired)
        .max(TASK_TITLE_MAX, TASK_MESSAGES.titleTooLong),
      assignee: z.string().min(1, 'Elige a quién se lo asignas'),
      dueDate: z.string().min(1, 'Indica para cuándo'),
    })
    .superRefine((values, context) => {
      if (!values.dueDate) return;
      if (!chileWallTimeToInstant(values.dueDate, DUE_TIME)) {
        context.addIssue({ code: 'custom', path: ['dueDate'], message: TASK_MESSAGES.dueInvalid });
      } else if (values.dueDate < today) {
        context.addIssue({
          code: 'custom',
          path: ['dueDate'],
          message: 'La fecha no puede ser anterior a hoy',
        });
      } else if (closeDay !== null && values.dueDate > closeDay) {
        context.addIssue({
          code: 'custom',
          path: ['dueDate'],
          message: `Debe vencer antes del cierre (${formatDayKey(closeDay)})`,
        });
      }
    });
}

export type AssignTarget = { requirement: Requirement; codigo: string; closeAt: string | null };

/**
 * 'Asignar': a task for a teammate to get a requirement, due before the close (by default the
 * business day before it), linked to the requirement so each side shows the other. A refusal
 * keeps the dialog open with what was chosen.
 */
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
    <FormDialog
      open={target !== null}
      onOpenChange={onOpenChange}
      title="Asignar requisito"
      description={
        target ? `Crea una tarea para conseguir este requisito de ${target.codigo}.` : undefined
      }
    >
      {target && (
        <AssignForm
          companyId={companyId}
          target={target}
          today={today}
          onDone={() => onOpenChange(false)}
        />
      )}
    </FormDialog>
  );
}

function AssignForm({
  companyId,
  target,
  today,
  onDone,
}: {
  companyId: number;
  target: AssignTarget;
  today: string;
  onDone: () => void;
}) {
  const { requirement, codigo, closeAt } = target;
  const queryClient = useQueryClient();
  const users = useQuery(companyUsersQueryOptions(companyId));
  const closeDay = closeAt ? chileDayKey(closeAt) : null;
  const schema = formSchemaFor(today, closeDay);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      title: `Conseguir: ${requirement.name}`.slice(0, TASK_TITLE_MAX),
      assignee: '',
      dueDate: closeAt ? defaultDueDay(closeAt, today) : '',
    },
  });
  const create = useMutation({
    mutationFn: (values: z.output<typeof schema>) =>
      createTask(companyId, {
        title: values.title,
        description: `Requisito para postular a ${codigo}: ${requirement.name}.`,
        priority: 'alta',
        status: 'pendiente',
        dueAt: chileWallTimeToInstant(values.dueDate, DUE_TIME)!.toISOString(),
        assigneeId: Number(values.assignee),
        opportunityCode: codigo,
        requirement: { id: requirement.id, name: requirement.name },
      }),
    onSuccess: (response) => {
      toast.success(response.message);
      return queryClient.invalidateQueries({ queryKey: taskKeys.all });
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await create.mutateAsync(values);
      onDone();
    } catch (error) {
      setServerError(getErrorMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <FormField label="Título" error={errors.title?.message}>
        <Input autoFocus maxLength={TASK_TITLE_MAX + 20} {...form.register('title')} />
      </FormField>
      <FormSelect
        control={form.control}
        name="assignee"
        label="Responsable"
        busy={users.isPending}
        options={(users.data ?? []).map((user) => ({ value: String(user.id), label: user.name }))}
      />
      <FormField
        label="Fecha de vencimiento"
        error={errors.dueDate?.message}
        hint={closeDay ? `El cierre es el ${formatDayKey(closeDay)}.` : undefined}
      >
        <Input type="date" {...form.register('dueDate')} />
      </FormField>
      <FormDialogFooter
        pending={isSubmitting}
        pendingLabel="Cargando"
        submitLabel="Crear tarea"
        onCancel={onDone}
        error={serverError}
      />
    </form>
  );
}
