import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import { FormDialog, FormDialogFooter } from '@/components/blocks/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

import {
  recoverPasswordInputSchema,
  useRecoverPassword,
  type RecoverPasswordInput,
} from '../api/recover-password';
import { useClearErrorOnEdit } from '../hooks/use-clear-error-on-edit';

/** 'Forgot your password?': asks for the e-mail and sends the reset link. */
export function RecoveryDialog({
  open,
  onOpenChange,
  defaultEmail = '',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultEmail?: string;
}) {
  const form = useForm<RecoverPasswordInput>({
    resolver: zodResolver(recoverPasswordInputSchema),
    values: { email: defaultEmail },
    resetOptions: { keepDirtyValues: true },
    reValidateMode: 'onSubmit',
  });
  const field = useClearErrorOnEdit(form);
  const mutation = useRecoverPassword({ onSent: () => onOpenChange(false) });
  // From the press itself: the form checks its values before the request starts, and a second
  // press in between must find the button already waiting (issue 39).
  const sending = mutation.isPending || form.formState.isSubmitting;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={sending}
      title="Recupera tu contraseña"
      description="Escribe el correo de tu cuenta y te enviaremos un enlace para crear una nueva contraseña."
    >
      <form
        noValidate
        aria-label="Recuperar contraseña"
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit(async (values) => {
          // Awaited, so the form stays submitting until the answer (issue 39); the mutation's
          // own toast says why it failed.
          await mutation.mutateAsync(values).catch(() => undefined);
        })}
      >
        <FormField label="Correo electrónico" error={form.formState.errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            placeholder="nombre@empresa.cl"
            {...field('email')}
          />
        </FormField>
        <FormDialogFooter
          pending={sending}
          pendingLabel="Enviando"
          submitLabel="Enviar enlace"
          onCancel={() => onOpenChange(false)}
        />
      </form>
    </FormDialog>
  );
}
