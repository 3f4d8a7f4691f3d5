import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

import { useUpcomingFollow } from '../api/toggle-upcoming-follow';
import type { UpcomingItem, UpcomingSource } from '../api/upcoming-schema';

/** What a follow is of, as the toast says it. */
const WHAT: Readonly<Partial<Record<UpcomingSource, string>>> = {
  plan: 'esta línea del plan',
  consulta: 'esta consulta al mercado',
};

/**
 * 'Seguir' / 'Dejar de seguir' a plan line or a consultation: once its tender is published the
 * person is notified and e-mailed. The item's list refreshes before the button changes.
 */
export function FollowButton({ companyId, item }: { companyId: number; item: UpcomingItem }) {
  const follow = useUpcomingFollow(companyId);
  const following = item.seguimiento.seguido;
  const what = WHAT[item.fuente] ?? 'este elemento';
  const toggle = () =>
    follow.mutate(
      { id: item.id, follow: !following },
      {
        onSuccess: () =>
          following
            ? toast.success(`Dejaste de seguir ${what}`, { description: item.descripcion })
            : toast.success(`Ahora sigues ${what}`, {
                description: `Te avisaremos por notificación y correo cuando se publique «${item.descripcion}».`,
              }),
        onError: (error) => toast.error(getErrorMessage(error)),
      },
    );
  return (
    <Button
      type="button"
      variant={following ? 'secondary' : 'outline'}
      size="sm"
      disabled={follow.isPending}
      onClick={toggle}
    >
      {follow.isPending && <Spinner label="Guardando" />}
      {following ? 'Dejar de seguir' : 'Seguir'}
    </Button>
  );
}
