import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { FormDialog, FormDialogFooter } from '@/components/blocks/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { FormSelect } from '@/components/ui/form-select';
import { Textarea } from '@/components/ui/textarea';
import { companyUsersQueryOptions } from '@/entities/company-users/api/get-company-users';
import {
  TASK_PRIORITIES,
  TASK_PRIORITY_LABELS,
  TASK_STATUSES,
  TASK_STATUS_LABELS,
  type Task,
} from '@/entities/task/api/task-schema';
import {
  TASK_DESCRIPTION_MAX,
  TASK_TITLE_MAX,
  type TaskInput,
} from '@/entities/task/api/create-task';
import { TASK_MESSAGES } from '@/entities/task/lib/task-messages';
import { getErrorMessage } from '@/lib/api-client';
import { chileDayKey, chileTimeOfDay, chileWallTimeToInstant } from '@/lib/chile-time';

import { useCreateTask } from '../api/create-task';
import { useUpdateTask } from '../api/update-task';

const UNASSIGNED = 'sin_asignar';

const formSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, TASK_MESSAGES.titleRequired)
      .max(TASK_TITLE_MAX, TASK_MESSAGES.titleTooLong),
    description: z.string().max(TASK_DESCRIPTION_MAX, TASK_MESSAGES.descriptionTooLong),
    assignee: z.string(),
    dueDate: z.string(),
    dueTime: z.string(),
    priority: z.enum(TASK_PRIORITIES),
    status: z.enum(TASK_STATUSES),
    opportunityCode: z.string().trim(),
  })
  .superRefine((values, context) => {
    if (values.dueDate && !chileWallTimeToInstant(values.dueDate, values.dueTime || '12:00')) {
      context.addIssue({ code: 'custom', path: ['dueDate'], message: TASK_MESSAGES.dueInvalid });
    }
    if (!values.dueDate && values.dueTime) {
      context.addIssue({
        code: 'custom',
        path: ['dueDate'],
        message: 'Indica la fecha de vencimiento de esa hora',
      });
    }
  });
type FormValues = z.input<typeof formSchema>;

function toFormValues(task: Task | undefined, opportunityCode: string | undefined): FormValues {
  return {
    title: task?.title ?? '',
    description: task?.description ?? '',
    assignee: task?.assignee ? String(task.assignee.id) : UNASSIGNED,
    dueDate: task?.dueAt ? (chileDayKey(task.dueAt) ?? '') : '',
    dueTime: task?.dueAt ? (chileTimeOfDay(task.dueAt) ?? '') : '',
    priority: task?.priority ?? 'media',
    status: task?.status ?? 'pendiente',
    opportunityCode: task?.opportunity?.codigo ?? opportunityCode ?? '',
  };
}

function toInput(values: z.output<typeof formSchema>): TaskInput {
  const due = values.dueDate
    ? chileWallTimeToInstant(values.dueDate, values.dueTime || '12:00')
    : null;
  return {
    title: values.title,
    description: values.description.trim(),
    assigneeId: values.assignee === UNASSIGNED ? null : Number(values.assignee),
    dueAt: due ? due.toISOString() : null,
    priority: values.priority,
    status: values.status,
    opportunityCode: values.opportunityCode || null,
  };
}

/**
 * 'Nueva tarea' and 'Editar tarea': title, description, assignee from the company's users, due
 * date and time in Chile, priority, status and the opportunity (prefilled when opened from one).
 * A refusal from the server keeps the dialog open with everything typed.
 */
export type TaskFormDialogProps = {
  companyId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The task being edited; absent for a new one. */
  task?: Task;
  /** A new task's opportunity, when made from one. */
  opportunityCode?: string;
  opportunityName?: string;
};

export function TaskFormDialog({
  companyId,
  open,
  onOpenChange,
  task,
  opportunityCode,
  opportunityName,
}: TaskFormDialogProps) {
  const fixedOpportunity = !task && Boolean(opportunityCode);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={task ? 'Editar tarea' : 'Nueva tarea'}
      description={
        fixedOpportunity
          ? `Para la oportunidad ${opportunityCode}${opportunityName ? `: ${opportunityName}` : ''}.`
          : 'Las fechas y horas son de Chile continental.'
      }
    >
      <TaskForm
        companyId={companyId}
        task={task}
        opportunityCode={opportunityCode}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

/** Lives in the dialog's content, which unmounts on close: each opening starts from the task. */
function TaskForm({
  companyId,
  task,
  opportunityCode,
  onDone,
}: {
  companyId: number;
  task?: Task;
  opportunityCode?: string;
  onDone: () => void;
}) {
  const users = useQuery(companyUsersQueryOptions(companyId));
  const create = useCreateTask(companyId);
  const update = useUpdateTask(companyId);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<FormValues, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: toFormValues(task, opportunityCode),
  });
  const { errors, isSubmitting } = form.formState;
  const fixedOpportunity = !task && Boolean(opportunityCode);

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      if (task) await update.mutateAsync({ id: task.id, patch: toInput(values) });
      else await create.mutateAsync(toInput(values));
      onDone();
    } catch (error) {
      setServerError(getErrorMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <FormField label="Título" error={errors.title?.message}>
        <Input
          autoFocus
          maxLength={TASK_TITLE_MAX + 20}
          placeholder="Preparar boleta de garantía"
          {...form.register('title')}
        />
      </FormField>
      <FormField label="Descripción" error={errors.description?.message}>
        <Textarea rows={3} {...form.register('description')} />
      </FormField>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelect
          control={form.control}
          name="assignee"
          label="Responsable"
          busy={users.isPending}
          options={[
            { value: UNASSIGNED, label: 'Sin asignar' },
            ...(users.data ?? []).map((user) => ({ value: String(user.id), label: user.name })),
            ...(task?.assignee && !users.data?.some((user) => user.id === task.assignee?.id)
              ? [{ value: String(task.assignee.id), label: task.assignee.name }]
              : []),
          ]}
        />
        <FormSelect
          control={form.control}
          name="priority"
          label="Prioridad"
          options={TASK_PRIORITIES.map((value) => ({
            value,
            label: TASK_PRIORITY_LABELS[value],
          }))}
        />
        <FormField label="Fecha de vencimiento" error={errors.dueDate?.message}>
          <Input type="date" {...form.register('dueDate')} />
        </FormField>
        <FormField label="Hora" hint="Si la dejas vacía, vence a las 12:00.">
          <Input type="time" step={60} {...form.register('dueTime')} />
        </FormField>
        <FormSelect
          control={form.control}
          name="status"
          label="Estado"
          options={TASK_STATUSES.map((value) => ({ value, label: TASK_STATUS_LABELS[value] }))}
        />
        <FormField label="Código de la oportunidad" error={errors.opportunityCode?.message}>
          <Input
            readOnly={fixedOpportunity}
            placeholder="Opcional, p. ej. 2402-26-LE26"
            autoComplete="off"
            {...form.register('opportunityCode')}
          />
        </FormField>
      </div>

      <FormDialogFooter
        pending={isSubmitting}
        pendingLabel="Cargando"
        submitLabel={task ? 'Guardar cambios' : 'Crear tarea'}
        onCancel={onDone}
        error={serverError}
      />
    </form>
  );
}
