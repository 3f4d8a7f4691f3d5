import { UserMinusIcon } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/blocks/confirm-dialog';

import type { GuestUser } from '../api/get-guest-users';
import { useRemoveCompanyMember } from '../api/remove-company-member';

/** One page of guests; the owner removes one (never themself) after a confirmation. */
export function GuestsList({
  companyId,
  guests,
  canManage,
  userId,
}: {
  companyId: number;
  guests: GuestUser[];
  canManage: boolean;
  userId: number;
}) {
  const remove = useRemoveCompanyMember(companyId);
  return (
    <ul aria-label="Invitados" className="flex flex-col divide-y rounded-lg border text-sm">
      {guests.map((guest) => (
        <li key={guest.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
          <div className="min-w-0">
            <p className="font-medium">
              {guest.name} <Badge variant="secondary">Invitado</Badge>
            </p>
            <p className="text-xs break-all text-muted-foreground">{guest.email}</p>
          </div>
          {canManage && guest.id !== userId && (
            <ConfirmDialog
              trigger={(open) => (
                <Button
                  size="sm"
                  variant="outline"
                  className="text-destructive"
                  aria-label={`Quitar a ${guest.name}`}
                  onClick={open}
                >
                  <UserMinusIcon aria-hidden /> Quitar
                </Button>
              )}
              title={`¿Quitar a ${guest.name}?`}
              description="Dejará de ver las búsquedas, etiquetas y archivos de la empresa."
              action="Sí, quitar"
              onConfirm={() => remove.mutateAsync(guest.id)}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
