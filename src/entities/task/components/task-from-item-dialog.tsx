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
import { getErrorMessage } from '@/lib/api-client';
import { chileWallTimeToInstant } from '@/lib/chile-time';
import { toast } from '@/lib/toast';

import { createTask, TASK_TITLE_MAX, type TaskInput } from '../api/create-task';
import { refetchAfterTaskWrite } from '../lib/task-writes';
import { TASK_MESSAGES } from '../lib/task-messages';

/** The hour a task made from an item is due on its day (Chile). */
const DUE_TIME = '12:00';
/** The responsible person's select has no empty value (Radix): this one means nobody. */
const NOBODY = 'nadie';

/** What the person chose: the task's title, who does it and when it is due. */
export type TaskFromItemValues = { title: string; assigneeId: number | null; dueAt: string };

/**
 * A task to make from something a feature shows (a requirement to get, an expected tender to
 * prepare for): the dialog's words, the form's first values, the due day's own limit and the
 * rest of the task, built from what was chosen.
 */
export type TaskFromItem = {
  /** The dialog's title and the line under it. */
  title: string;
  description: string;
  defaults: { title: string; assigneeId: number | null; dueDay: string };
  /** 'optional' offers 'Sin asignar'; 'required' asks for someone. */
  assignee: 'optional' | 'required';
  /** The due day's message at the field, beyond 'required' and 'valid': too early, too late. */
  dueProblem: (day: string) => string | null;
  dueHint?: string;
  /** The date picker's earliest day. */
  dueMin?: string;
  /** The task to create, from what was chosen. */
  toTask: (values: TaskFromItemValues) => TaskInput;
  /** Says it was made (by default the server's message in a toast). */
  onCreated?: (task: { id: number; title: string }, dueDay: string, message: string) => void;
  pendingLabel?: string;
};

function formSchemaFor(item: TaskFromItem) {
  return z
    .object({
      title: z
        .string()
        .trim()
        .min(1, TASK_MESSAGES.titleRequired)
        .max(TASK_TITLE_MAX, TASK_MESSAGES.titleTooLong),
      assignee:
        item.assignee === 'required'
          ? z.string().min(1, 'Elige a quién se lo asignas')
          : z.string(),
      dueDate: z.string().min(1, 'Indica para cuándo'),
    })
    .superRefine((values, context) => {
      if (!values.dueDate) return;
      const problem = chileWallTimeToInstant(values.dueDate, DUE_TIME)
        ? item.dueProblem(values.dueDate)
        : TASK_MESSAGES.dueInvalid;
      if (problem) context.addIssue({ code: 'custom', path: ['dueDate'], message: problem });
    });
}

/**
 * A task made from an item of a feature's page ('Asignar' on a requirement, 'Preparar' on what
 * comes next): title, 'Responsable' and 'Fecha de vencimiento', due at noon on its day. A
 * refusal keeps the dialog open with what was typed, and says why under the form.
 */
export function TaskFromItemDialog({
  companyId,
  item,
  onOpenChange,
}: {
  companyId: number;
  item: TaskFromItem | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialog
      open={item !== null}
      onOpenChange={onOpenChange}
      title={item?.title ?? ''}
      description={item?.description}
    >
      {item && (
        <TaskFromItemForm companyId={companyId} item={item} onDone={() => onOpenChange(false)} />
      )}
    </FormDialog>
  );
}

/** Lives in the dialog's content, which unmounts on close: each opening starts afresh. */
function TaskFromItemForm({
  companyId,
  item,
  onDone,
}: {
  companyId: number;
  item: TaskFromItem;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const users = useQuery(companyUsersQueryOptions(companyId));
  const schema = formSchemaFor(item);
  const [serverError, setServerError] = useState<string | null>(null);
  const { defaults } = item;
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      title: defaults.title.slice(0, TASK_TITLE_MAX),
      assignee:
        defaults.assigneeId !== null
          ? String(defaults.assigneeId)
          : item.assignee === 'optional'
            ? NOBODY
            : '',
      dueDate: defaults.dueDay,
    },
  });
  const create = useMutation({
    mutationFn: (values: z.output<typeof schema>) =>
      createTask(
        companyId,
        item.toTask({
          title: values.title,
          assigneeId: values.assignee === NOBODY ? null : Number(values.assignee),
          dueAt: chileWallTimeToInstant(values.dueDate, DUE_TIME)!.toISOString(),
        }),
      ),
    onSuccess: (response, values) => {
      if (item.onCreated) item.onCreated(response.data, values.dueDate, response.message);
      else toast.success(response.message);
      return refetchAfterTaskWrite(queryClient);
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

  const options = (users.data ?? []).map((person) => ({
    value: String(person.id),
    label: person.name,
  }));
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
        options={
          item.assignee === 'optional'
            ? [{ value: NOBODY, label: 'Sin asignar' }, ...options]
            : options
        }
      />
      <FormField label="Fecha de vencimiento" error={errors.dueDate?.message} hint={item.dueHint}>
        <Input type="date" min={item.dueMin} {...form.register('dueDate')} />
      </FormField>
      <FormDialogFooter
        pending={isSubmitting}
        pendingLabel={item.pendingLabel ?? 'Creando'}
        submitLabel="Crear tarea"
        onCancel={onDone}
        error={serverError}
      />
    </form>
  );
}
