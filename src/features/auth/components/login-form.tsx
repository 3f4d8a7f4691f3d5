import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlertIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';

import { loginInputSchema, useLogin, type LoginInput } from '../api/log-in';
import { useClearErrorOnEdit } from '../hooks/use-clear-error-on-edit';
import { loginErrorMessage } from '../lib/error-messages';

export function LoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const mutation = useLogin();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { email: '', password: '' },
    reValidateMode: 'onSubmit',
  });
  // From the press itself: the form checks its values before the request starts, and a second
  // press in between must find the button already waiting (issue 39).
  const sending = mutation.isPending || form.formState.isSubmitting;
  const { errors } = form.formState;
  const clearOnEdit = useClearErrorOnEdit(form);
  // Editing a field also takes away the failed sign-in's reason: it spoke of what was typed.
  const field = (name: keyof LoginInput) =>
    clearOnEdit(name, { onChange: () => mutation.isError && mutation.reset() });

  return (
    <form
      // Never a GET with the password in the address, should the browser ever submit it itself.
      method="post"
      noValidate
      aria-label="Iniciar sesión"
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit(async (values) => {
        // Awaited, so the form stays submitting until the answer (issue 39); the mutation's
        // own toast says why it failed.
        await mutation.mutateAsync(values).catch(() => undefined);
      })}
    >
      <FormField label="Correo electrónico" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          placeholder="nombre@empresa.cl"
          {...field('email')}
        />
      </FormField>
      <FormField label="Contraseña" error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" {...field('password')} />
      </FormField>
      <Button
        type="button"
        variant="link"
        size="sm"
        className="-mt-2 h-auto self-end px-0"
        onClick={onForgotPassword}
      >
        ¿Olvidaste tu contraseña?
      </Button>
      {mutation.isError && (
        // Beside the form as well as in the toast (which the spec asks for and screen readers
        // hear): a person looking at the form sees why it failed without hunting for a corner.
        <p className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-2 text-sm text-destructive">
          <CircleAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
          {loginErrorMessage(mutation.error)}
        </p>
      )}
      <Button type="submit" size="lg" disabled={sending}>
        {sending && <Spinner label="Iniciando sesión" />}
        Iniciar sesión
      </Button>
    </form>
  );
}
