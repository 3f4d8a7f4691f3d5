import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useMinimumLoading } from '@/hooks/use-minimum-loading';
import { storePendingInvitation } from '@/lib/session';

import {
  invitationQueryOptions,
  invitationsLeft,
  isPersonalInvitation,
} from '../api/get-invitation';
import { invitationErrorMessage } from '../lib/error-messages';
import { InvalidInvitation } from './invalid-invitation';
import { InvitationCompanyCard } from './invitation-company-card';
import { InvitationRegisterForm } from './invitation-register-form';

/** Validating -> invalid | valid -> registration form | sign-in form (decision 0007). */
export function InvitationScreen({ token, companyId }: { token?: string; companyId?: string }) {
  const navigate = useNavigate();
  const [view, setView] = useState<'valid' | 'register'>('valid');
  const complete = Boolean(token?.trim() && companyId?.trim());
  const query = useQuery({
    ...invitationQueryOptions(token ?? '', companyId ?? ''),
    enabled: complete,
  });
  // 'Validando tu invitación…' stays at least 0.5 s: no flash before the answer.
  const validating = useMinimumLoading(complete && query.isPending);

  if (!complete || !token || !companyId) {
    return <InvalidInvitation message="Link de invitación inválido o incompleto" />;
  }
  if (validating || query.isPending) {
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
      <InvitationCompanyCard invitation={invitation} />
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
