import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Building2Icon, CircleAlertIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { formatRut } from '@/lib/validation/rut';
import { clearBeforeLogin, storePendingInvitation } from '@/lib/session';

import {
  invitationQueryOptions,
  invitationRegisterFormSchema,
  invitationsLeft,
  isPersonalInvitation,
  registerWithInvitation,
  type Invitation,
  type InvitationRegisterForm,
} from '../api/invitations';
import { useClearErrorOnEdit } from '../hooks/use-clear-error-on-edit';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { accessErrorMessage, invitationErrorMessage } from '../lib/error-messages';
import { FormHeading } from './form-heading';

function InvalidInvitation({ message }: { message: string }) {
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <CircleAlertIcon className="size-7" aria-hidden />
      </span>
      <h1 className="text-2xl font-bold tracking-tight">Invitación no disponible</h1>
      <p className="text-muted-foreground">{message}</p>
      <Button asChild size="lg" className="w-full">
        <Link to={paths.home.getHref()}>Volver al inicio</Link>
      </Button>
    </div>
  );
}

function CompanyCard({ invitation }: { invitation: Invitation }) {
  const { company } = invitation;
  return (
    <div className="flex items-center gap-4 rounded-xl border bg-muted/50 p-4">
      {company.logo ? (
        <img
          src={company.logo}
          alt={`Logo de ${company.business_name}`}
          className="size-14 rounded-lg object-contain"
        />
      ) : (
        <span className="flex size-14 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
          <Building2Icon className="size-7" aria-hidden />
        </span>
      )}
      <div className="min-w-0">
        <p className="truncate text-lg font-semibold">{company.business_name}</p>
        <p className="text-sm text-muted-foreground">RUT {formatRut(company.rut)}</p>
      </div>
    </div>
  );
}

function InvitationRegisterForm({
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
  const completeSignIn = useCompleteSignIn();
  const navigate = useNavigate();
  const personalEmail = invitation.invitedUserEmail ?? undefined;
  const form = useForm<InvitationRegisterForm>({
    resolver: zodResolver(invitationRegisterFormSchema),
    defaultValues: { name: '', email: personalEmail ?? '', password: '' },
    reValidateMode: 'onSubmit',
  });
  const field = useClearErrorOnEdit(form);
  const { errors } = form.formState;

  const mutation = useMutation({
    mutationFn: async (values: InvitationRegisterForm) => {
      clearBeforeLogin();
      const response = await registerWithInvitation(token, companyId, values);
      if (response.code !== 200) throw new Error(response.message ?? 'Error en el registro');
      return response;
    },
    onSuccess: async (response) => {
      toast.success('¡Registro exitoso!', {
        description: `Te uniste al equipo de ${invitation.company.business_name}.`,
      });
      const sessionToken = response.data?.token;
      if (sessionToken) {
        await completeSignIn({
          token: sessionToken,
          name: response.data?.name ?? form.getValues('name'),
        });
      } else {
        await navigate(paths.home.getHref({ auth: 'login' }));
      }
    },
    onError: (error) => {
      toast.error('Error en el registro', {
        description:
          error instanceof Error && !('status' in error)
            ? error.message
            : accessErrorMessage(error, { fallback: 'Error en el registro' }),
      });
    },
  });

  return (
    <div className="flex flex-col gap-6">
      <FormHeading title="Crea tu cuenta" onBack={onBack} level="h1">
        Te unirás al equipo de <strong>{invitation.company.business_name}</strong>.
      </FormHeading>
      <form
        noValidate
        aria-label="Registro por invitación"
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
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
        <FormField
          label="Contraseña"
          error={errors.password?.message}
          hint="Al menos 6 caracteres, con una minúscula, una mayúscula y un número."
        >
          <PasswordInput autoComplete="new-password" {...field('password')} />
        </FormField>
        <Button type="submit" size="lg" disabled={mutation.isPending}>
          {mutation.isPending && <Spinner label="Creando cuenta" />}
          Crear cuenta y unirme
        </Button>
      </form>
    </div>
  );
}

/** Spec access §2: validating -> invalid | valid -> registration form | login prompt. */
export function InvitationScreen({ token, companyId }: { token?: string; companyId?: string }) {
  const navigate = useNavigate();
  const [view, setView] = useState<'valid' | 'register'>('valid');
  const complete = Boolean(token?.trim() && companyId?.trim());
  const query = useQuery({
    ...invitationQueryOptions(token ?? '', companyId ?? ''),
    enabled: complete,
  });

  if (!complete || !token || !companyId) {
    return <InvalidInvitation message="Link de invitación inválido o incompleto" />;
  }
  if (query.isPending) {
    return (
      <div className="flex flex-col items-center gap-4 py-6 text-center">
        <Spinner className="size-8 text-primary" label="Validando invitación" />
        <p className="text-muted-foreground">Validando tu invitación…</p>
      </div>
    );
  }
  if (query.isError) return <InvalidInvitation message={invitationErrorMessage(query.error)} />;

  const { code, data: invitation, message } = query.data;
  if (code !== 200 || !invitation) {
    return <InvalidInvitation message={message ?? 'La invitación no es válida'} />;
  }
  if (invitation.usedCount >= invitation.maxCount) {
    return <InvalidInvitation message="La invitación ha alcanzado su límite máximo de usos" />;
  }

  if (view === 'register') {
    return (
      <InvitationRegisterForm
        token={token}
        companyId={companyId}
        invitation={invitation}
        onBack={() => setView('valid')}
      />
    );
  }

  const left = invitationsLeft(invitation);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight">Te invitaron a un equipo</h1>
        <p className="text-muted-foreground">
          Únete a la empresa para buscar y seguir oportunidades juntos.
        </p>
      </div>
      <CompanyCard invitation={invitation} />
      {!isPersonalInvitation(invitation) && (
        <p className="text-sm text-muted-foreground">
          {left === 1
            ? 'Queda 1 invitación disponible.'
            : `Quedan ${left} invitaciones disponibles.`}
        </p>
      )}
      <div className="flex flex-col gap-3">
        <Button size="lg" onClick={() => setView('register')}>
          Crear cuenta
        </Button>
        <Button
          size="lg"
          variant="outline"
          onClick={() => {
            storePendingInvitation({
              token,
              companyId,
              companyName: invitation.company.business_name,
            });
            void navigate(paths.home.getHref({ auth: 'login' }));
          }}
        >
          Ya tengo una cuenta
        </Button>
      </div>
    </div>
  );
}
