import { PencilIcon, UserCheckIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';

import type { GlobalUser } from '../api/get-global-users';
import { planName, profileName } from '../lib/user-labels';
import { USER_ROW_GRID } from '../lib/users-columns';

/** One user, placed by the virtualiser at `start` and measured by it; 'Editar' and 'Suplantar'. */
export function UserRow({
  user,
  index,
  start,
  measure,
  canAct,
  onAct,
  onEdit,
}: {
  user: GlobalUser;
  index: number;
  start: number;
  measure: (element: HTMLDivElement | null) => void;
  /** False for the staff member's own row: nobody acts as themself. */
  canAct: boolean;
  onAct: (user: GlobalUser) => void;
  onEdit: (user: GlobalUser) => void;
}) {
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      data-index={index}
      ref={measure}
      className={`${USER_ROW_GRID} absolute inset-x-0 border-b px-3 py-2 text-sm`}
      style={{ transform: `translateY(${start}px)` }}
    >
      <div role="cell" className="truncate font-medium">
        {user.name}
      </div>
      <div role="cell" className="truncate text-muted-foreground">
        {user.email}
      </div>
      <div role="cell" className="truncate">
        {user.companies.map((company) => company.businessName).join(', ') || '—'}
      </div>
      <div role="cell">{planName(user.planId)}</div>
      <div role="cell">{profileName(user.profile)}</div>
      <div role="cell" className="flex gap-1.5 pt-1 md:pt-0">
        <Button
          size="sm"
          variant="outline"
          onClick={() => onEdit(user)}
          aria-label={`Editar ${user.name}`}
        >
          <PencilIcon aria-hidden /> <span className="md:sr-only lg:not-sr-only">Editar</span>
        </Button>
        {canAct && (
          <Button size="sm" onClick={() => onAct(user)} aria-label={`Suplantar a ${user.name}`}>
            <UserCheckIcon aria-hidden />{' '}
            <span className="md:sr-only lg:not-sr-only">Suplantar</span>
          </Button>
        )}
      </div>
    </div>
  );
}
