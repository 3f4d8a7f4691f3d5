import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { PencilIcon, SearchIcon, UserCheckIcon } from 'lucide-react';
import { useDeferredValue, useId, useMemo, useRef, useState } from 'react';

import { Card } from '@/components/blocks/card';
import { ConfirmDialog } from '@/components/blocks/confirm-dialog';
import { FormDialog, FormDialogFooter } from '@/components/blocks/form-dialog';
import { SortableHeader } from '@/components/blocks/sortable-header';
import { LoadError } from '@/components/feedback/load-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { PLANS, type PlanId } from '@/entities/plan/api/plans';
import { getErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

import {
  globalUsersQueryOptions,
  updateUserProfile,
  type GlobalUser,
  type ProfileChange,
} from '../api/global-users';
import {
  filterUsers,
  searchText,
  sortUsers,
  type SortDirection,
  type SortKey,
} from '../lib/user-list';

const planName = (id: number | null) => (id && id in PLANS ? PLANS[id as PlanId].name : 'Sin plan');
const PROFILE_NAMES: Record<string, string> = { supervisor: 'Supervisor', admin: 'Administrador' };
const profileName = (profile: string | null) =>
  profile ? (PROFILE_NAMES[profile] ?? profile) : 'Usuario';

const COLUMNS: { key: SortKey; label: string }[] = [
  { key: 'name', label: 'Nombre' },
  { key: 'email', label: 'Correo' },
  { key: 'companies', label: 'Empresas' },
  { key: 'plan', label: 'Plan' },
  { key: 'profile', label: 'Perfil' },
];
const GRID =
  'grid grid-cols-1 gap-x-3 gap-y-0.5 md:grid-cols-[1.2fr_1.4fr_1.6fr_0.6fr_0.7fr_auto] md:items-center';

/** Settles once the app acts as the user, or fails (its toast says why). */
type Impersonate = { start: (userId: number) => Promise<unknown> };

/**
 * /dashboard/administracion-usuarios (spec access §2, issue 10): every account, searchable and
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
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [sort, setSort] = useState<{ key: SortKey; direction: SortDirection }>({
    key: 'name',
    direction: 'asc',
  });
  const [acting, setActing] = useState<GlobalUser | null>(null);
  const [editing, setEditing] = useState<GlobalUser | null>(null);
  const searchId = useId();

  const texts = useMemo(
    () => new Map((users.data ?? []).map((user) => [user.id, searchText(user)])),
    [users.data],
  );
  const sorted = useMemo(
    () => sortUsers(users.data ?? [], sort.key, sort.direction, planName),
    [users.data, sort],
  );
  const rows = useMemo(
    () => filterUsers(sorted, deferredQuery, texts),
    [sorted, deferredQuery, texts],
  );

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
      ) : (
        <UserTable
          rows={rows}
          total={users.data.length}
          sort={sort}
          onSort={(key) =>
            setSort((current) => ({
              key,
              direction: current.key === key && current.direction === 'asc' ? 'desc' : 'asc',
            }))
          }
          ownId={ownId}
          onAct={setActing}
          onEdit={setEditing}
        />
      )}

      <ImpersonateDialog user={acting} impersonate={impersonate} onClose={() => setActing(null)} />
      {editing && (
        <EditDialog
          key={editing.id}
          user={editing}
          companyId={companyId}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}

function UserTable({
  rows,
  total,
  sort,
  onSort,
  ownId,
  onAct,
  onEdit,
}: {
  rows: GlobalUser[];
  total: number;
  sort: { key: SortKey; direction: SortDirection };
  onSort: (key: SortKey) => void;
  ownId: number;
  onAct: (user: GlobalUser) => void;
  onEdit: (user: GlobalUser) => void;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The virtualizer is read fresh on every render, as results-grid.tsx does.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 60,
    overscan: 8,
    getItemKey: (index) => rows[index]!.id,
  });
  return (
    <Card
      role="table"
      aria-label="Usuarios"
      aria-rowcount={rows.length + 1}
      className="flex flex-col"
    >
      <div role="rowgroup" className="border-b bg-muted/50 px-3 py-2">
        <div role="row" aria-rowindex={1} className={`${GRID} text-xs font-semibold`}>
          {COLUMNS.map((column) => (
            <SortableHeader
              key={column.key}
              cell="div"
              unsorted="none"
              className="hidden md:block"
              buttonClassName="flex hover:underline"
              iconClassName="size-3"
              direction={sort.key === column.key ? sort.direction : null}
              onSort={() => onSort(column.key)}
            >
              {column.label}
            </SortableHeader>
          ))}
          <div role="columnheader" className="hidden md:block">
            <span className="sr-only">Acciones</span>
          </div>
          <div role="columnheader" className="md:hidden">
            <label className="flex items-center gap-2 font-normal">
              Ordenar por
              <select
                className="h-8 rounded-md border border-input bg-card px-2"
                value={sort.key}
                onChange={(event) => onSort(event.target.value as SortKey)}
              >
                {COLUMNS.map((column) => (
                  <option key={column.key} value={column.key}>
                    {column.label}
                  </option>
                ))}
              </select>
            </label>
          </div>
        </div>
      </div>
      {rows.length === 0 ? (
        <p className="p-6 text-center text-sm text-muted-foreground">
          {total === 0 ? 'No hay usuarios.' : 'Ningún usuario coincide con la búsqueda.'}
        </p>
      ) : (
        <div
          ref={scrollRef}
          role="rowgroup"
          className="h-[min(70dvh,720px)] overflow-y-auto"
          tabIndex={-1}
        >
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((item) => {
              const user = rows[item.index]!;
              return (
                <div
                  key={item.key}
                  role="row"
                  aria-rowindex={item.index + 2}
                  data-index={item.index}
                  ref={virtualizer.measureElement}
                  className={`${GRID} absolute inset-x-0 border-b px-3 py-2 text-sm`}
                  style={{ transform: `translateY(${item.start}px)` }}
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
                      <PencilIcon aria-hidden />{' '}
                      <span className="md:sr-only lg:not-sr-only">Editar</span>
                    </Button>
                    {user.id !== ownId && (
                      <Button
                        size="sm"
                        onClick={() => onAct(user)}
                        aria-label={`Suplantar a ${user.name}`}
                      >
                        <UserCheckIcon aria-hidden />{' '}
                        <span className="md:sr-only lg:not-sr-only">Suplantar</span>
                      </Button>
                    )}
                  </div>
                </div>
              );
            })}
          </div>
        </div>
      )}
    </Card>
  );
}

function ImpersonateDialog({
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

function EditDialog({
  user,
  companyId,
  onClose,
}: {
  user: GlobalUser;
  companyId: number;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [planId, setPlanId] = useState(String(user.planId ?? 1));
  const [ai, setAi] = useState(user.iaSubsActive);
  const [profile, setProfile] = useState(user.profile ?? '');
  const ids = { plan: useId(), ai: useId(), profile: useId() };
  const save = useMutation({
    mutationFn: (change: ProfileChange) => updateUserProfile(companyId, change),
    onSuccess: async () => {
      toast.success('Usuario actualizado', { description: user.name });
      await queryClient.invalidateQueries({ queryKey: globalUsersQueryOptions().queryKey });
      onClose();
    },
    onError: (error) =>
      toast.error('No pudimos actualizar el usuario', {
        description: getErrorMessage(error, error.message),
      }),
  });
  const selectClass = 'h-10 rounded-md border border-input bg-card px-3 text-sm';
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      pending={save.isPending}
      className="sm:max-w-md"
      title={`Editar a ${user.name}`}
      description={user.email}
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({
            id: user.id,
            planId: Number(planId),
            ia_subs_active: ai,
            profile: profile === 'supervisor' || profile === 'admin' ? profile : null,
          });
        }}
      >
        <label htmlFor={ids.plan} className="flex flex-col gap-1.5 text-sm font-medium">
          Plan
          <select
            id={ids.plan}
            className={selectClass}
            value={planId}
            onChange={(event) => setPlanId(event.target.value)}
          >
            {Object.values(PLANS).map((plan) => (
              <option key={plan.id} value={plan.id}>
                {plan.name}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={ids.ai} className="flex items-center gap-2 text-sm font-medium">
          <input
            id={ids.ai}
            type="checkbox"
            checked={ai}
            onChange={(event) => setAi(event.target.checked)}
            className="size-4"
          />
          Suscripción de IA activa
        </label>
        <label htmlFor={ids.profile} className="flex flex-col gap-1.5 text-sm font-medium">
          Perfil
          <select
            id={ids.profile}
            className={selectClass}
            value={profile}
            onChange={(event) => setProfile(event.target.value)}
          >
            <option value="">Usuario</option>
            <option value="supervisor">Supervisor</option>
            <option value="admin">Administrador</option>
          </select>
        </label>
        <FormDialogFooter
          className="flex-row justify-end"
          pending={save.isPending}
          submitLabel="Guardar"
          onCancel={onClose}
        />
      </form>
    </FormDialog>
  );
}
