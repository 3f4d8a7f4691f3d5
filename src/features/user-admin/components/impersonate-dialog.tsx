import { ConfirmDialog } from '@/components/blocks/confirm-dialog';

import type { GlobalUser } from '../api/get-global-users';

/**
 * Starting to act as a user: the impersonation feature's, handed in by the route. The dialog
 * waits for it (and says 'Iniciando') until the app reloads as that user.
 */
export type Impersonate = { start: (userId: number) => Promise<unknown> };

/** 'Suplantar' asks first: whom staff will act as, and how to stop. Open while `user` is set. */
export function ImpersonateDialog({
  user,
  impersonate,
  onClose,
}: {
  user: GlobalUser | null;
  impersonate: Impersonate;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      variant="default"
      title={`¿Suplantar a ${user?.name ?? ''}?`}
      description={`Verás Oportuna como ${user?.name ?? ''} (${user?.email ?? ''}) y actuarás en su nombre hasta que finalices la suplantación desde el aviso superior.`}
      action="Sí, suplantar"
      pendingLabel="Iniciando"
      actionDisabled={!user}
      onConfirm={() => (user ? impersonate.start(user.id) : undefined)}
    />
  );
}
