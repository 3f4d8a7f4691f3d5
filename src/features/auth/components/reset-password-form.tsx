import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';

import {
  resetPasswordFormSchema,
  useResetPassword,
  type ResetPasswordForm as Values,
} from '../api/reset-password';
import { useClearErrorOnEdit } from '../hooks/use-clear-error-on-edit';

/** Back to the start 2 s after the new password is saved. */
export const RESET_REDIRECT_MS = 2000;

export function ResetPasswordScreen({ token }: { token: string | undefined }) {
  const navigate = useNavigate();
  const form = useForm<Values>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
    reValidateMode: 'onSubmit',
  });
  const field = useClearErrorOnEdit(form);
  const [password, confirmPassword] = useWatch({
    control: form.control,
    name: ['password', 'confirmPassword'],
  });
  const mutation = useResetPassword(token);
  // From the press itself: the form checks its values before the request starts, and a second
  // press in between must find the button already waiting (issue 39).
  const sending = mutation.isPending || form.formState.isSubmitting;

  useEffect(() => {
    if (!mutation.isSuccess) return;
    const timer = window.setTimeout(() => void navigate(paths.home.getHref()), RESET_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [mutation.isSuccess, navigate]);

  if (!token?.trim()) {
    return (
      <div className="flex flex-col items-center gap-4 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <CircleAlertIcon className="size-7" aria-hidden />
        </span>
        <h1 className="text-2xl font-bold tracking-tight">Token inválido</h1>
        <p className="text-muted-foreground">
          El enlace para restablecer tu contraseña está incompleto. Solicita uno nuevo desde el
          inicio de sesión.
        </p>
        <Button asChild size="lg" className="w-full">
          <Link to={paths.home.getHref({ auth: 'login' })}>Volver al inicio</Link>
        </Button>
      </div>
    );
  }

  if (mutation.isSuccess) {
    return (
      <div role="status" className="flex flex-col items-center gap-4 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-success/12 text-success">
          <CircleCheckIcon className="size-7" aria-hidden />
        </span>
        <h1 className="text-2xl font-bold tracking-tight">Contraseña restablecida exitosamente</h1>
        <p className="text-muted-foreground">
          Te llevamos al inicio para que ingreses con tu nueva contraseña…
        </p>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight">Crea una nueva contraseña</h1>
        <p className="text-sm text-muted-foreground">
          Usa al menos 8 caracteres, con una mayúscula, una minúscula y un número.
        </p>
      </div>
      <form
        noValidate
        aria-label="Restablecer contraseña"
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit(async (values) => {
          // Awaited, so the form stays submitting until the answer (issue 39); the mutation's
          // own toast says why it failed.
          await mutation.mutateAsync(values).catch(() => undefined);
        })}
      >
        <FormField label="Nueva contraseña" error={form.formState.errors.password?.message}>
          <PasswordInput autoComplete="new-password" {...field('password')} />
        </FormField>
        <FormField
          label="Confirmar contraseña"
          error={form.formState.errors.confirmPassword?.message}
        >
          <PasswordInput autoComplete="new-password" {...field('confirmPassword')} />
        </FormField>
        <Button type="submit" size="lg" disabled={!password || !confirmPassword || sending}>
          {sending && <Spinner label="Guardando" />}
          Restablecer contraseña
        </Button>
      </form>
    </div>
  );
}
