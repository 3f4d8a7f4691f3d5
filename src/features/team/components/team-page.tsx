import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CopyIcon, LinkIcon, UserMinusIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';

import { CardSection as Section } from '@/components/blocks/card';
import { ConfirmDialog } from '@/components/blocks/confirm-dialog';
import { LoadError } from '@/components/feedback/load-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { companyUsersQueryOptions } from '@/entities/company-users/api/get-company-users';
import { getErrorMessage } from '@/lib/api-client';
import { formatChileDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { emailField } from '@/lib/validation/fields';

import {
  createInvitationLink,
  GUEST_PAGE_SIZE,
  guestUsersQueryOptions,
  invitationLinksQueryOptions,
  removeCompanyMember,
  revokeInvitationLink,
  teamKeys,
  TEAM_MESSAGES,
  type InvitationLink,
} from '../api/team';

const linkUrl = (link: InvitationLink, companyId: number) =>
  `${window.location.origin}${paths.invitation.getHref(link.token, companyId)}`;

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success('Link copiado', { description: 'Compártelo con quien quieras invitar.' });
  } catch {
    toast.error('No se pudo copiar el link', { description: text });
  }
}

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

      <Section title="Integrantes de la empresa">
        {users.isPending ? (
          <Skeleton className="h-24 rounded-lg" />
        ) : users.isError ? (
          <LoadError
            message="Error al obtener usuarios de la empresa"
            onRetry={() => void users.refetch()}
          />
        ) : users.data.length === 0 ? (
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
      </Section>

      <GuestsSection companyId={companyId} canManage={canManage} userId={userId} />
    </div>
  );
}

function InviteSection({ companyId, links }: { companyId: number; links: InvitationLink[] }) {
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<'generic' | 'personal'>('generic');
  const [maxCount, setMaxCount] = useState('5');
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [created, setCreated] = useState<InvitationLink | null>(null);
  const ids = {
    generic: useId(),
    personal: useId(),
    count: useId(),
    email: useId(),
    error: useId(),
  };
  const create = useMutation({
    mutationFn: (body: { maxCount: number } | { invitedUserEmail: string }) =>
      createInvitationLink(companyId, body),
    onSuccess: async (link) => {
      setCreated(link);
      setEmail('');
      toast.success('Link generado', { description: 'Cópialo y compártelo con tu equipo.' });
      await queryClient.invalidateQueries({ queryKey: teamKeys.links(companyId) });
    },
    onError: (error) =>
      toast.error('No pudimos generar el link', { description: getErrorMessage(error) }),
  });
  const revoke = useMutation({
    mutationFn: (token: string) => revokeInvitationLink(companyId, token),
    onSuccess: async () => {
      toast.success('Link revocado');
      await queryClient.invalidateQueries({ queryKey: teamKeys.links(companyId) });
    },
    onError: (error) =>
      toast.error('No pudimos revocar el link', { description: getErrorMessage(error) }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (kind === 'generic') {
      const count = Number(maxCount);
      if (!Number.isInteger(count) || count < 1 || count > 50) {
        setFieldError(TEAM_MESSAGES.maxCount);
        return;
      }
      setFieldError(null);
      create.mutate({ maxCount: count });
    } else {
      const parsed = emailField(
        'El email es requerido',
        'Ingrese un correo electrónico válido',
      ).safeParse(email);
      if (!parsed.success) {
        setFieldError(parsed.error.issues[0]?.message ?? 'Ingrese un correo electrónico válido');
        return;
      }
      setFieldError(null);
      create.mutate({ invitedUserEmail: parsed.data });
    }
  };

  return (
    <Section
      title="Invita a tu equipo"
      description="Genera un link para que tus colegas se unan a tu empresa en Oportuna."
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <fieldset className="flex flex-wrap gap-4 text-sm">
          <legend className="sr-only">Tipo de link</legend>
          <label htmlFor={ids.generic} className="flex items-center gap-2">
            <input
              id={ids.generic}
              type="radio"
              name="kind"
              checked={kind === 'generic'}
              onChange={() => setKind('generic')}
            />
            Link general (varias personas)
          </label>
          <label htmlFor={ids.personal} className="flex items-center gap-2">
            <input
              id={ids.personal}
              type="radio"
              name="kind"
              checked={kind === 'personal'}
              onChange={() => setKind('personal')}
            />
            Link personal (un correo)
          </label>
        </fieldset>
        {kind === 'generic' ? (
          <div className="flex flex-col gap-1.5 sm:max-w-xs">
            <label htmlFor={ids.count} className="text-sm font-medium">
              Cuántas personas pueden usarlo
            </label>
            <Input
              id={ids.count}
              type="number"
              min={1}
              max={50}
              value={maxCount}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? ids.error : undefined}
              onChange={(event) => setMaxCount(event.target.value)}
            />
          </div>
        ) : (
          <div className="flex flex-col gap-1.5 sm:max-w-sm">
            <label htmlFor={ids.email} className="text-sm font-medium">
              Correo de la persona invitada
            </label>
            <Input
              id={ids.email}
              type="email"
              value={email}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? ids.error : undefined}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
        )}
        {fieldError && (
          <p id={ids.error} className="text-sm text-destructive">
            {fieldError}
          </p>
        )}
        <div>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? <Spinner label="Generando" /> : <LinkIcon aria-hidden />}
            Generar link
          </Button>
        </div>
      </form>
      {created && (
        <div
          role="status"
          className="flex flex-col gap-2 rounded-lg border border-primary/40 bg-primary/5 p-3 text-sm"
        >
          <p className="font-medium">Tu link de invitación:</p>
          <code className="break-all">{linkUrl(created, companyId)}</code>
          <div>
            <Button
              size="sm"
              variant="outline"
              onClick={() => void copy(linkUrl(created, companyId))}
            >
              <CopyIcon aria-hidden /> Copiar link
            </Button>
          </div>
        </div>
      )}
      <h3 className="pt-2 text-sm font-semibold">Links activos</h3>
      {links.length === 0 ? (
        <p className="text-sm text-muted-foreground">No hay links activos.</p>
      ) : (
        <ul aria-label="Links activos" className="flex flex-col divide-y rounded-lg border text-sm">
          {links.map((link) => (
            <li
              key={link.token}
              className="flex flex-wrap items-center justify-between gap-2 px-3 py-2"
            >
              <div className="min-w-0">
                <p className="font-medium">
                  {link.invitedUserEmail ? `Personal: ${link.invitedUserEmail}` : 'General'}
                </p>
                <p className="text-xs text-muted-foreground">
                  Usado {link.usedCount} de {link.maxCount} · vence el{' '}
                  {formatChileDate(link.expiresAt)}
                </p>
              </div>
              <div className="flex gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => void copy(linkUrl(link, companyId))}
                >
                  <CopyIcon aria-hidden /> Copiar
                </Button>
                <ConfirmDialog
                  trigger={(open) => (
                    <Button
                      size="sm"
                      variant="outline"
                      className="text-destructive"
                      aria-label={`Revocar link ${link.invitedUserEmail ?? 'general'} (usado ${link.usedCount} de ${link.maxCount})`}
                      onClick={open}
                    >
                      Revocar
                    </Button>
                  )}
                  title="¿Revocar este link?"
                  description="Quien lo tenga ya no podrá unirse con él. Esta acción no se puede deshacer."
                  action="Sí, revocar"
                  onConfirm={() => revoke.mutateAsync(link.token)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function GuestsSection({
  companyId,
  canManage,
  userId,
}: {
  companyId: number;
  canManage: boolean;
  userId: number;
}) {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const guests = useQuery(guestUsersQueryOptions(companyId, page));
  const remove = useMutation({
    mutationFn: (id: number) => removeCompanyMember(companyId, id),
    onSuccess: async () => {
      toast.success('Integrante quitado');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.guestsAll(companyId) }),
        queryClient.invalidateQueries({ queryKey: companyUsersQueryOptions(companyId).queryKey }),
      ]);
    },
    onError: (error) =>
      toast.error('No pudimos quitar al integrante', { description: getErrorMessage(error) }),
  });
  return (
    <Section
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
      ) : guests.data.total === 0 ? (
        <p className="text-sm text-muted-foreground">
          Aún no se ha unido nadie con una invitación.
        </p>
      ) : (
        <>
          <ul aria-label="Invitados" className="flex flex-col divide-y rounded-lg border text-sm">
            {guests.data.data.map((guest) => (
              <li
                key={guest.id}
                className="flex flex-wrap items-center justify-between gap-2 px-3 py-2"
              >
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
          {guests.data.totalPages > 1 && (
            <nav
              aria-label="Páginas de invitados"
              className="flex items-center justify-between gap-2 text-sm"
            >
              <Button
                size="sm"
                variant="outline"
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
              >
                Anterior
              </Button>
              <span>
                Página {page} de {guests.data.totalPages} ({guests.data.total} invitados,{' '}
                {GUEST_PAGE_SIZE} por página)
              </span>
              <Button
                size="sm"
                variant="outline"
                disabled={page >= guests.data.totalPages}
                onClick={() => setPage(page + 1)}
              >
                Siguiente
              </Button>
            </nav>
          )}
        </>
      )}
    </Section>
  );
}
