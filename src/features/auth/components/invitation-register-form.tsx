import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';

import type { Invitation } from '../api/get-invitation';
import {
  invitationRegisterFormSchema,
  useRegisterWithInvitation,
  type InvitationRegisterForm as Values,
} from '../api/register-with-invitation';
import { useClearErrorOnEdit } from '../hooks/use-clear-error-on-edit';
import { FormHeading } from './form-heading';
import { NewPasswordField } from './new-password-field';

/** A new account that joins the invitation's company; a personal invitation fixes the e-mail. */
export function InvitationRegisterForm({
  token,
  companyId,
  invitation,
  onBack,
}: {
  token: string;
  companyId: string;
  invitation: Invitation;
  onBack: () => void;
}) {
  const personalEmail = invitation.invitedUserEmail ?? undefined;
  const form = useForm<Values>({
    resolver: zodResolver(invitationRegisterFormSchema),
    defaultValues: { name: '', email: personalEmail ?? '', password: '' },
    reValidateMode: 'onSubmit',
  });
  const field = useClearErrorOnEdit(form);
  const { errors } = form.formState;
  const mutation = useRegisterWithInvitation({ token, companyId, invitation });
  // From the press itself: the form checks its values before the request starts, and a second
  // press in between must find the button already waiting (issue 39).
  const sending = mutation.isPending || form.formState.isSubmitting;

  return (
    <div className="flex flex-col gap-6">
      <FormHeading title="Crea tu cuenta" onBack={onBack} level="h1">
        Te unirás al equipo de <strong>{invitation.company.business_name}</strong>.
      </FormHeading>
      <form
        noValidate
        aria-label="Registro por invitación"
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit(async (values) => {
          // Awaited, so the form stays submitting until the answer (issue 39); the mutation's
          // own toast says why it failed.
          await mutation.mutateAsync(values).catch(() => undefined);
        })}
      >
        <FormField label="Nombre completo" error={errors.name?.message}>
          <Input autoComplete="name" {...field('name')} />
        </FormField>
        <FormField
          label="Correo electrónico"
          error={errors.email?.message}
          hint={personalEmail ? 'Esta invitación es para este correo.' : undefined}
        >
          <Input
            type="email"
            autoComplete="email"
            readOnly={Boolean(personalEmail)}
            {...field('email')}
          />
        </FormField>
        <NewPasswordField error={errors.password?.message} {...field('password')} />
        <Button type="submit" size="lg" disabled={sending}>
          {sending && <Spinner label="Creando cuenta" />}
          Crear cuenta y unirme
        </Button>
      </form>
    </div>
  );
}
