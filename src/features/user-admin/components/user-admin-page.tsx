import { useQuery } from '@tanstack/react-query';
import { SearchIcon } from 'lucide-react';
import { useId, useState } from 'react';

import { LoadError } from '@/components/feedback/load-error';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-client';

import { globalUsersQueryOptions, type GlobalUser } from '../api/get-global-users';
import { useUserList } from '../hooks/use-user-list';
import { EditUserDialog } from './edit-user-dialog';
import { ImpersonateDialog, type Impersonate } from './impersonate-dialog';
import { UsersTable } from './users-table';

/**
 * /dashboard/administracion-usuarios (decision 0019): every account, searchable and
 * sortable, virtualised so thousands stay fast; staff act as a customer ('Suplantar') or change
 * their plan, AI flag and profile.
 */
export function UserAdminPage({
  companyId,
  ownId,
  impersonate,
}: {
  companyId: number;
  ownId: number;
  /** Starts acting as the user (the impersonation feature, composed by the route). */
  impersonate: Impersonate;
}) {
  const users = useQuery(globalUsersQueryOptions());
  const { query, setQuery, sort, sortBy, rows } = useUserList(users.data ?? undefined);
  const [acting, setActing] = useState<GlobalUser | null>(null);
  const [editing, setEditing] = useState<GlobalUser | null>(null);
  const searchId = useId();

  return (
    <div className="mx-auto flex w-full max-w-[1400px] flex-col gap-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex w-full flex-col gap-1.5 sm:max-w-md">
          <label htmlFor={searchId} className="text-sm font-medium">
            Buscar usuarios
          </label>
          <div className="relative">
            <SearchIcon
              aria-hidden
              className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id={searchId}
              type="search"
              className="pl-9"
              placeholder="Nombre, correo, empresa o RUT"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
        </div>
        {users.data && (
          <p role="status" className="text-sm text-muted-foreground">
            {rows.length.toLocaleString('es-CL')} de {users.data.length.toLocaleString('es-CL')}{' '}
            usuarios
          </p>
        )}
      </div>

      {users.isPending ? (
        <Skeleton className="h-96 rounded-xl" />
      ) : users.isError ? (
        <LoadError
          message={getErrorMessage(users.error, 'No pudimos cargar los usuarios.')}
          onRetry={() => void users.refetch()}
        />
      ) : users.data === null ? null : (
        <UsersTable
          rows={rows}
          total={users.data.length}
          sort={sort}
          onSort={sortBy}
          ownId={ownId}
          onAct={setActing}
          onEdit={setEditing}
        />
      )}

      <ImpersonateDialog user={acting} impersonate={impersonate} onClose={() => setActing(null)} />
      {editing && (
        <EditUserDialog
          key={editing.id}
          user={editing}
          companyId={companyId}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
