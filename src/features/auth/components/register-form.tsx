import { zodResolver } from '@hookform/resolvers/zod';
import type { ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { formatRut, RUT_MAX_LENGTH } from '@/lib/validation/rut';

import {
  registerFormSchema,
  useRegister,
  type RegisterForm as Values,
} from '../api/register-account';
import { useClearErrorOnEdit } from '../hooks/use-clear-error-on-edit';
import { NewPasswordField } from './new-password-field';

export function RegisterForm({ invitedEmail }: { invitedEmail?: string }) {
  const form = useForm<Values>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: {
      name: '',
      businessName: '',
      rut: '',
      email: invitedEmail ?? '',
      password: '',
      confirmPassword: '',
    },
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const field = useClearErrorOnEdit(form);

  const mutation = useRegister();
  // From the press itself: the form checks its values before the request starts, and a second
  // press in between must find the button already waiting (issue 39).
  const sending = mutation.isPending || form.formState.isSubmitting;

  return (
    <form
      // Never a GET with the password in the address, should the browser ever submit it itself.
      method="post"
      noValidate
      aria-label="Crear cuenta"
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit(async (values) => {
        // Awaited, so the form stays submitting until the answer (issue 39); the mutation's
        // own toast says why it failed.
        await mutation.mutateAsync(values).catch(() => undefined);
      })}
    >
      <FormField label="Nombre" error={errors.name?.message}>
        <Input autoComplete="name" placeholder="Tu nombre y apellido" {...field('name')} />
      </FormField>
      <FormField label="Razón Social" error={errors.businessName?.message}>
        <Input
          autoComplete="organization"
          placeholder="Comercial Ejemplo SpA"
          {...field('businessName')}
        />
      </FormField>
      <FormField
        label="RUT"
        error={errors.rut?.message}
        hint="RUT de la empresa, con dígito verificador."
      >
        <Input
          inputMode="text"
          autoComplete="off"
          placeholder="76.543.210-3"
          maxLength={RUT_MAX_LENGTH}
          {...field('rut', {
            onChange: (event: ChangeEvent<HTMLInputElement>) =>
              form.setValue('rut', formatRut(event.target.value)),
          })}
        />
      </FormField>
      <FormField
        label="Correo electrónico"
        error={errors.email?.message}
        hint={invitedEmail ? 'Este es el correo de tu invitación.' : undefined}
      >
        <Input
          type="email"
          autoComplete="email"
          placeholder="nombre@empresa.cl"
          readOnly={Boolean(invitedEmail)}
          {...field('email')}
        />
      </FormField>
      <NewPasswordField error={errors.password?.message} {...field('password')} />
      <FormField label="Confirmar contraseña" error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...field('confirmPassword')} />
      </FormField>
      <Button type="submit" size="lg" disabled={sending}>
        {sending && <Spinner label="Creando cuenta" />}
        Crear cuenta
      </Button>
    </form>
  );
}
