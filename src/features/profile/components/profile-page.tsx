import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { z } from 'zod';

import { CardSection } from '@/components/blocks/card';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { PLANS, type PlanId } from '@/entities/plan/lib/plans';
import { meQueryOptions } from '@/entities/user/api/get-me';
import type { User } from '@/entities/user/api/user-schema';
import { getErrorMessage, isApiError, isSilentError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { emailField } from '@/lib/validation/fields';
import { formatRut } from '@/lib/validation/rut';

import { UPDATE_EMAIL_MESSAGES, updateEmail } from '../api/update-email';

const schema = z.object({
  email: emailField('Email es requerido', 'Ingrese un correo electrónico válido'),
});
type Values = z.input<typeof schema>;

const PROFILE_NAMES: Record<string, string> = { supervisor: 'Supervisor', admin: 'Administrador' };

/**
 * /dashboard/perfil (issue 10): who the person is, their companies and plan, and their e-mail,
 * which they can change (PUT /users/{id}). What they typed stays when the server refuses it.
 */
export function ProfilePage({ user, companyId }: { user: User; companyId: number }) {
  const queryClient = useQueryClient();
  const plan = user.planId && user.planId in PLANS ? PLANS[user.planId as PlanId] : null;
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { email: user.email },
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await updateEmail({ userId: user.id, companyId, email });
      await queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey });
      form.reset({ email: email.trim() });
      toast.success('Correo actualizado', { description: `Ahora tu correo es ${email.trim()}.` });
    } catch (error) {
      if (isSilentError(error)) return;
      const message =
        isApiError(error) && error.status === 409
          ? UPDATE_EMAIL_MESSAGES.taken
          : getErrorMessage(error, error instanceof Error ? error.message : undefined);
      if (isApiError(error) && (error.status === 400 || error.status === 409)) {
        form.setError('email', { message });
      } else {
        toast.error('No pudimos actualizar tu correo', { description: message });
      }
    }
  });

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <CardSection title="Tus datos">
        <dl className="grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="text-muted-foreground">Nombre</dt>
          <dd className="font-medium">{user.name}</dd>
          <dt className="text-muted-foreground">Correo electrónico</dt>
          <dd className="font-medium break-all">{user.email}</dd>
          {user.profile && (
            <>
              <dt className="text-muted-foreground">Perfil</dt>
              <dd className="font-medium">{PROFILE_NAMES[user.profile] ?? user.profile}</dd>
            </>
          )}
          <dt className="text-muted-foreground">Plan</dt>
          <dd className="flex flex-wrap items-center gap-2 font-medium">
            {plan ? plan.name : 'Sin plan'}
            <Link
              to={paths.dashboard.plans.getHref()}
              className="text-sm font-medium text-primary hover:underline"
            >
              Ver planes
            </Link>
          </dd>
        </dl>
      </CardSection>

      <CardSection title="Tus empresas">
        <ul className="flex flex-col gap-2 text-sm">
          {user.companies.map((company) => (
            <li
              key={company.companyId}
              className="flex flex-wrap items-baseline justify-between gap-2 rounded-lg border px-3 py-2"
            >
              <span className="font-medium">{company.businessName}</span>
              <span className="text-muted-foreground">RUT {formatRut(company.rut)}</span>
            </li>
          ))}
        </ul>
        <Link
          to={paths.dashboard.companySettings.getHref()}
          className="text-sm font-medium text-primary hover:underline"
        >
          Configuración de empresa
        </Link>
      </CardSection>

      <CardSection title="Cambiar correo electrónico">
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          className="flex flex-col gap-3 sm:max-w-md"
        >
          <FormField label="Nuevo correo electrónico" error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...form.register('email')} />
          </FormField>
          <div>
            <Button type="submit" disabled={isSubmitting || !isDirty}>
              {isSubmitting && <Spinner label="Guardando" />}
              Guardar correo
            </Button>
          </div>
        </form>
      </CardSection>
    </div>
  );
}
