import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { CardSection } from '@/components/blocks/card';
import { LoadError } from '@/components/feedback/load-error';
import { Skeleton } from '@/components/ui/skeleton';

import { guestUsersQueryOptions } from '../api/get-guest-users';
import { GuestsList } from './guests-list';
import { GuestsPagination } from './guests-pagination';

/** The people who joined with an invitation, 5 a page; the owner may remove them. */
export function GuestsSection({
  companyId,
  canManage,
  userId,
}: {
  companyId: number;
  canManage: boolean;
  userId: number;
}) {
  const [page, setPage] = useState(1);
  const guests = useQuery(guestUsersQueryOptions(companyId, page));
  return (
    <CardSection
      title="Invitados"
      description="Las personas que se unieron a tu empresa con una invitación."
    >
      {guests.isPending ? (
        <Skeleton className="h-20 rounded-lg" />
      ) : guests.isError ? (
        <LoadError
          message="No pudimos cargar los invitados."
          onRetry={() => void guests.refetch()}
        />
      ) : guests.data === null ? null : guests.data.total === 0 ? (
        <p className="text-sm text-muted-foreground">
          Aún no se ha unido nadie con una invitación.
        </p>
      ) : (
        <>
          <GuestsList
            companyId={companyId}
            guests={guests.data.data}
            canManage={canManage}
            userId={userId}
          />
          {guests.data.totalPages > 1 && (
            <GuestsPagination
              page={page}
              totalPages={guests.data.totalPages}
              total={guests.data.total}
              onPage={setPage}
            />
          )}
        </>
      )}
    </CardSection>
  );
}
