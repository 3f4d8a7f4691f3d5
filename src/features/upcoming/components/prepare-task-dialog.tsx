import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';

import { FormDialog, FormDialogFooter } from '@/components/blocks/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { FormSelect } from '@/components/ui/form-select';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { companyUsersQueryOptions } from '@/entities/company-users/api/get-company-users';
import { createTask, TASK_DESCRIPTION_MAX, TASK_TITLE_MAX } from '@/entities/task/api/create-task';
import { taskKeys } from '@/entities/task/api/get-tasks';
import { TASK_MESSAGES } from '@/entities/task/lib/task-messages';
import { getErrorMessage } from '@/lib/api-client';
import { formatDayText } from '@/lib/chile-business-days';
import { chileWallTimeToInstant } from '@/lib/chile-time';
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

/** The hour a 'Preparar' task is due on its day (Chile). */
const DUE_TIME = '12:00';
/** The responsible person's select has no empty value (Radix): this one means nobody. */
const NOBODY = 'nadie';

function formSchemaFor(today: string, deadline: string | null) {
  return z
    .object({
      title: z
        .string()
        .trim()
        .min(1, TASK_MESSAGES.titleRequired)
        .max(TASK_TITLE_MAX, TASK_MESSAGES.titleTooLong),
      assignee: z.string(),
      dueDate: z.string().min(1, 'Indica para cuándo'),
    })
    .superRefine((values, context) => {
      if (!values.dueDate) return;
      const problem = chileWallTimeToInstant(values.dueDate, DUE_TIME)
        ? prepareDueProblem(values.dueDate, today, deadline)
        : TASK_MESSAGES.dueInvalid;
      if (problem) context.addIssue({ code: 'custom', path: ['dueDate'], message: problem });
    });
}

/** The task's description: what is expected, from whom, when, and where it was read. */
const taskDescription = (item: UpcomingItem) =>
  `${UPCOMING_KIND_LABELS[item.fuente]} de ${item.comprador.nombre}: ${item.descripcion}. ${windowText(item.ventana)}. Fuente: ${item.fuenteTexto}.`.slice(
    0,
    TASK_DESCRIPTION_MAX,
  );

/**
 * 'Preparar': a task to get ready for what is expected, due before its expected date (by default
 * the business day about 10 days before it), for the signed-in person unless another is chosen.
 * A refusal keeps the dialog open with what was typed.
 */
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
  return (
    <FormDialog
      open={target !== null}
      onOpenChange={onOpenChange}
      title="Preparar"
      description={
        target
          ? `Crea una tarea para prepararte antes de que se publique «${target.descripcion}».`
          : undefined
      }
    >
      {target && (
        <PrepareForm
          companyId={companyId}
          userId={userId}
          item={target}
          today={today}
          onDone={() => onOpenChange(false)}
        />
      )}
    </FormDialog>
  );
}

function PrepareForm({
  companyId,
  userId,
  item,
  today,
  onDone,
}: {
  companyId: number;
  userId: number;
  item: UpcomingItem;
  today: string;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const users = useQuery(companyUsersQueryOptions(companyId));
  const deadline = prepareDeadline(item.ventana, today);
  const schema = formSchemaFor(today, deadline);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      title: prepareTitle(item.descripcion, TASK_TITLE_MAX),
      assignee: String(userId),
      dueDate: defaultPrepareDue(deadline, today),
    },
  });
  const create = useMutation({
    mutationFn: (values: z.output<typeof schema>) =>
      createTask(companyId, {
        title: values.title,
        description: taskDescription(item),
        priority: 'media',
        status: 'pendiente',
        dueAt: chileWallTimeToInstant(values.dueDate, DUE_TIME)!.toISOString(),
        assigneeId: values.assignee === NOBODY ? null : Number(values.assignee),
        opportunityCode: null,
      }),
    onSuccess: (response, values) => {
      toast.success(TASK_MESSAGES.created, {
        description: `«${response.data.title}» vence el ${formatDayText(values.dueDate)}.`,
        action: {
          label: 'Ver tarea',
          onClick: () => void navigate(paths.dashboard.tasks.getHref({ taskId: response.data.id })),
        },
      });
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
        options={[
          { value: NOBODY, label: 'Sin asignar' },
          ...(users.data ?? []).map((user) => ({ value: String(user.id), label: user.name })),
        ]}
      />
      <FormField
        label="Fecha de vencimiento"
        error={errors.dueDate?.message}
        hint={
          deadline === null
            ? 'La fecha esperada ya pasó: elige cuándo revisarla.'
            : deadline === item.ventana.desde
              ? `Se espera desde el ${formatDayText(deadline)}.`
              : `Se espera hasta el ${formatDayText(deadline)}.`
        }
      >
        <Input type="date" min={today} {...form.register('dueDate')} />
      </FormField>
      <FormDialogFooter
        pending={isSubmitting}
        pendingLabel="Creando"
        submitLabel="Crear tarea"
        onCancel={onDone}
        error={serverError}
      />
    </form>
  );
}
