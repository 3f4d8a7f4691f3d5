import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

import type { GlobalUser } from '../api/get-global-users';

/** Starting to act as a user: the impersonation feature's, handed in by the route. */
export type Impersonate = { start: (userId: number) => void; pending: boolean };

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
  const start = { isPending: impersonate.pending, mutate: impersonate.start };
  return (
    <AlertDialog
      open={user !== null}
      onOpenChange={(open) => (!open && !start.isPending ? onClose() : undefined)}
    >
      <AlertDialogContent className="sm:max-w-md">
        <AlertDialogHeader>
          <AlertDialogTitle>¿Suplantar a {user?.name}?</AlertDialogTitle>
          <AlertDialogDescription>
            Verás Oportuna como {user?.name} ({user?.email}) y actuarás en su nombre hasta que
            finalices la suplantación desde el aviso superior.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={start.isPending}>Cancelar</AlertDialogCancel>
          <Button disabled={start.isPending || !user} onClick={() => user && start.mutate(user.id)}>
            {start.isPending && <Spinner label="Iniciando" />}
            Sí, suplantar
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
