import { useState } from 'react';

import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

import { useDeleteContact } from '../api/delete-contact';
import type { Client, Contact } from '../api/receivables-schema';
import { usePage } from '../hooks/use-page';
import { clientDisplayName } from '../lib/clients';
import { matchesText } from '../lib/search';
import { ContactForm } from './contact-form';
import { ContactsList } from './contacts-list';

/** Contacts per page (decision 0023). */
export const CONTACTS_PAGE_SIZE = 5;

type Tab = 'lista' | 'nuevo';

/**
 * A client's contacts (decision 0023): 'Contactos' lists them (searchable, 5 a page) and
 * 'Nuevo contacto' adds one, or edits the one chosen in the list, with its payment reminders.
 */
export function ContactsDialog({
  companyId,
  client,
  open,
  onOpenChange,
}: {
  companyId: number;
  client: Client;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [tab, setTab] = useState<Tab>('lista');
  const [editing, setEditing] = useState<Contact | null>(null);
  const [search, setSearch] = useState('');
  const remove = useDeleteContact(companyId);
  const found = client.contacts.filter((contact) =>
    matchesText(search, [contact.name, contact.email, contact.position, contact.phone]),
  );
  const { page, setPage, pageCount, slice } = usePage(found, CONTACTS_PAGE_SIZE, search);
  const name = clientDisplayName(client);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) {
          setTab('lista');
          setEditing(null);
        }
      }}
    >
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Contactos de {name}</DialogTitle>
          <DialogDescription>
            Quién recibe los recordatorios de pago de sus facturas, y cuándo.
          </DialogDescription>
        </DialogHeader>
        <Tabs
          value={tab}
          onValueChange={(value) => {
            setTab(value as Tab);
            if (value === 'lista') setEditing(null);
          }}
        >
          <TabsList>
            <TabsTrigger value="lista">Contactos ({client.contacts.length})</TabsTrigger>
            <TabsTrigger value="nuevo">
              {editing ? 'Editar contacto' : 'Nuevo contacto'}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="lista" className="flex flex-col gap-3 pt-2">
            <ContactsList
              contacts={slice}
              total={client.contacts.length}
              found={found.length}
              search={search}
              onSearchChange={setSearch}
              page={page}
              pageCount={pageCount}
              onPage={setPage}
              onEdit={(contact) => {
                setEditing(contact);
                setTab('nuevo');
              }}
              onDelete={(contact) => remove.mutateAsync(contact.id)}
            />
          </TabsContent>
          <TabsContent value="nuevo" className="pt-2">
            <ContactForm
              key={editing?.id ?? 'nuevo'}
              companyId={companyId}
              clientId={client.id}
              contact={editing ?? undefined}
              onDone={() => {
                setEditing(null);
                setTab('lista');
              }}
            />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
