import { PencilIcon, PlusIcon, Trash2Icon, UsersIcon } from 'lucide-react';
import { useState } from 'react';

import { CardNote } from '@/components/blocks/card';
import { ConfirmDialog } from '@/components/blocks/confirm-dialog';
import { ViewSwitch } from '@/components/blocks/view-switch';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

import { useDeleteClient } from '../api/delete-client';
import { useClients } from '../api/get-clients';
import type { Client } from '../api/receivables-schema';
import { clientDisplayName } from '../lib/clients';
import { matchesText } from '../lib/search';
import { ClientFormDialog } from './client-form-dialog';
import { ClientCards, ClientsTable } from './client-views';
import { ContactsDialog } from './contacts-dialog';
import { usePage } from '../hooks/use-page';
import { Pager } from '@/components/blocks/pager';
import { SearchToolbar } from './search-toolbar';
import { ReceivablesLoadError } from './unreadable-portfolio';

/** Cards per page (decision 0023). */
export const CLIENTS_PAGE_SIZE = 9;
/** Where the cards/list choice is remembered (decision 0023). */
export const CLIENTS_VIEW_KEY = 'oportuna_clientes_vista';

type View = 'tarjetas' | 'lista';

function readView(): View {
  try {
    return localStorage.getItem(CLIENTS_VIEW_KEY) === 'lista' ? 'lista' : 'tarjetas';
  } catch {
    return 'tarjetas';
  }
}

/**
 * The client master (/dashboard/cuentas-por-cobrar/clientes): search, cards or list (the choice
 * remembered), 9 cards a page, new and edit dialogs, contacts, and a soft delete with a confirm.
 */
export function ClientsPage({ companyId }: { companyId: number }) {
  const clients = useClients(companyId);
  const [view, setView] = useState<View>(readView);
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<{ kind: 'form' | 'contacts'; client?: Client } | null>(null);
  const remove = useDeleteClient(companyId);

  const found = (clients.data ?? []).filter((client) =>
    matchesText(search, [
      client.organizationName,
      client.businessName,
      client.rut,
      client.rut.replace(/\./g, ''),
      client.email,
      client.address,
    ]),
  );
  const { page, setPage, pageCount, slice } = usePage(found, CLIENTS_PAGE_SIZE, search);
  // The open dialogs follow the list, so a contact added shows at once.
  const current = dialog?.client
    ? (clients.data?.find((client) => client.id === dialog.client!.id) ?? dialog.client)
    : undefined;

  const actions = (client: Client) => (
    <div className="flex flex-wrap gap-1">
      <Button
        variant="outline"
        size="sm"
        aria-label={`Contactos de ${clientDisplayName(client)}`}
        onClick={() => setDialog({ kind: 'contacts', client })}
      >
        <UsersIcon aria-hidden />
        Contactos ({client.contacts.length})
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Editar ${clientDisplayName(client)}`}
        onClick={() => setDialog({ kind: 'form', client })}
      >
        <PencilIcon aria-hidden />
        Editar
      </Button>
      <ConfirmDialog
        title="¿Eliminar este cliente?"
        description={`${clientDisplayName(client)} dejará de aparecer en el maestro de clientes. Sus facturas se conservan.`}
        action="Sí, eliminar"
        onConfirm={() => remove.mutateAsync(client.id)}
        trigger={(open) => (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Eliminar ${clientDisplayName(client)}`}
            onClick={open}
          >
            <Trash2Icon aria-hidden />
            Eliminar
          </Button>
        )}
      />
    </div>
  );

  return (
    <div className="flex flex-col gap-4">
      <SearchToolbar
        label="Buscar clientes"
        placeholder="Nombre, RUT o correo"
        value={search}
        onChange={setSearch}
      >
        <ViewSwitch
          label="Vista de clientes"
          value={view}
          onChange={(next) => {
            setView(next);
            try {
              localStorage.setItem(CLIENTS_VIEW_KEY, next);
            } catch {
              // Storage refused: the choice lasts this visit.
            }
          }}
          options={[
            { value: 'tarjetas', label: 'Tarjetas' },
            { value: 'lista', label: 'Lista' },
          ]}
        />
        <Button onClick={() => setDialog({ kind: 'form' })}>
          <PlusIcon aria-hidden />
          Nuevo cliente
        </Button>
      </SearchToolbar>

      <p aria-live="polite" className="text-sm text-muted-foreground">
        {clients.data
          ? `${found.length.toLocaleString('es-CL')} ${found.length === 1 ? 'cliente' : 'clientes'}`
          : ''}
      </p>

      {clients.isPending ? (
        <Skeleton className="h-72 rounded-xl" />
      ) : clients.isError ? (
        <ReceivablesLoadError
          companyId={companyId}
          error={clients.error}
          message="No se pudieron cargar los clientes"
          onRetry={() => void clients.refetch()}
        />
      ) : found.length === 0 ? (
        <CardNote>
          {search ? 'Ningún cliente coincide con la búsqueda.' : 'Aún no tienes clientes.'}
        </CardNote>
      ) : view === 'tarjetas' ? (
        <ClientCards clients={slice} actions={actions} />
      ) : (
        <ClientsTable clients={slice} actions={actions} />
      )}
      <Pager page={page} pageCount={pageCount} onPage={setPage} label="clientes" />

      <ClientFormDialog
        companyId={companyId}
        open={dialog?.kind === 'form'}
        onOpenChange={(open) => !open && setDialog(null)}
        client={dialog?.kind === 'form' ? current : undefined}
      />
      {dialog?.kind === 'contacts' && current && (
        <ContactsDialog
          companyId={companyId}
          client={current}
          open
          onOpenChange={(open) => !open && setDialog(null)}
        />
      )}
    </div>
  );
}
