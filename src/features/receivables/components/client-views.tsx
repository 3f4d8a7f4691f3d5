import type { ReactNode } from 'react';

import { Card } from '@/components/blocks/card';
import { DataTable, type DataColumn } from '@/components/blocks/data-table';
import { Badge } from '@/components/ui/badge';
import { formatCLP } from '@/lib/format';

import type { Client } from '../api/receivables-schema';
import { clientDisplayName } from '../lib/clients';

type ClientViewProps = {
  clients: readonly Client[];
  /** A client's buttons: contacts, edit, delete. */
  actions: (client: Client) => ReactNode;
};

/** The clients as cards: who they are, how to reach them and what they owe. */
export function ClientCards({ clients, actions }: ClientViewProps) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label="Clientes">
      {clients.map((client) => (
        <li key={client.id}>
          <Card
            as="article"
            aria-label={clientDisplayName(client)}
            className="flex h-full flex-col gap-2 p-4 text-sm shadow-xs"
          >
            <h3 className="font-semibold">{clientDisplayName(client)}</h3>
            <p className="text-muted-foreground">
              {[client.rut, client.businessName !== client.organizationName && client.businessName]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <p className="text-muted-foreground">
              {[client.email, client.phone].filter(Boolean).join(' · ') || 'Sin datos de contacto'}
            </p>
            <p>
              {client.openInvoices > 0 ? (
                <>
                  Por cobrar <strong>{formatCLP(client.owed)}</strong>{' '}
                  <Badge variant="secondary">
                    {client.openInvoices} {client.openInvoices === 1 ? 'factura' : 'facturas'}
                  </Badge>
                </>
              ) : (
                <span className="text-muted-foreground">Sin facturas pendientes</span>
              )}
            </p>
            <div className="mt-auto pt-2">{actions(client)}</div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

const COLUMNS: readonly DataColumn<Client>[] = [
  { header: 'Cliente', title: true, className: 'font-medium', cell: clientDisplayName },
  { header: 'RUT', className: 'whitespace-nowrap', cell: (client) => client.rut },
  { header: 'Correo', cell: (client) => client.email },
  { header: 'Teléfono', className: 'whitespace-nowrap', cell: (client) => client.phone },
  {
    header: 'Por cobrar',
    numeric: true,
    className: 'whitespace-nowrap',
    cell: (client) => formatCLP(client.owed),
  },
];

/** The clients as a list: one row each, a card of lines on a phone. */
export function ClientsTable({ clients, actions }: ClientViewProps) {
  return (
    <DataTable
      label="Clientes"
      columns={[...COLUMNS, { header: 'Acciones', cell: actions }]}
      items={clients}
      rowKey={(client) => client.id}
    />
  );
}
