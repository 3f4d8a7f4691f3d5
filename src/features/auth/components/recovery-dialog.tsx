import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';

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

  return (
    <Dialog open={open} onOpenChange={(next) => !mutation.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Recupera tu contraseña</DialogTitle>
          <DialogDescription>
            Escribe el correo de tu cuenta y te enviaremos un enlace para crear una nueva
            contraseña.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          aria-label="Recuperar contraseña"
          className="flex flex-col gap-4"
          onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
        >
          <FormField label="Correo electrónico" error={form.formState.errors.email?.message}>
            <Input
              type="email"
              autoComplete="email"
              placeholder="nombre@empresa.cl"
              {...field('email')}
            />
          </FormField>
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              disabled={mutation.isPending}
              onClick={() => onOpenChange(false)}
            >
              Cancelar
            </Button>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending && <Spinner label="Enviando" />}
              Enviar enlace
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
