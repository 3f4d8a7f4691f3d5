import { useQuery } from '@tanstack/react-query';

import { CardSection } from '@/components/blocks/card';
import { LoadError } from '@/components/feedback/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { companyUsersQueryOptions } from '@/entities/company-users/api/get-company-users';

import { invitationLinksQueryOptions } from '../api/get-invitation-links';
import { GuestsSection } from './guests-section';
import { InviteSection } from './invite-section';

/**
 * /dashboard/equipo-de-trabajo (issue 10): the company's people, its guests (5 per page), and for
 * the owner the invitation links: generic with a use limit, or personal for one e-mail.
 */
export function TeamPage({ companyId, userId }: { companyId: number; userId: number }) {
  const users = useQuery(companyUsersQueryOptions(companyId));
  const links = useQuery(invitationLinksQueryOptions(companyId));
  const canManage = links.data?.canManage ?? false;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5">
      {canManage && <InviteSection companyId={companyId} links={links.data?.links ?? []} />}
      {links.isError && (
        <LoadError
          message="No pudimos cargar los links de invitación."
          onRetry={() => void links.refetch()}
        />
      )}

      <CardSection title="Integrantes de la empresa">
        {users.isPending ? (
          <Skeleton className="h-24 rounded-lg" />
        ) : users.isError ? (
          <LoadError
            message="Error al obtener usuarios de la empresa"
            onRetry={() => void users.refetch()}
          />
        ) : users.data === null ? null : users.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">Aún no hay integrantes.</p>
        ) : (
          <ul aria-label="Integrantes" className="flex flex-col divide-y rounded-lg border text-sm">
            {users.data.map((person) => (
              <li
                key={person.id}
                className="flex flex-wrap items-center justify-between gap-2 px-3 py-2"
              >
                <span className="font-medium">
                  {person.name}
                  {person.id === userId && <span className="text-muted-foreground"> (tú)</span>}
                </span>
                <span className="break-all text-muted-foreground">{person.email}</span>
              </li>
            ))}
          </ul>
        )}
      </CardSection>

      <GuestsSection companyId={companyId} canManage={canManage} userId={userId} />
    </div>
  );
}
