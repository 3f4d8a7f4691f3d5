import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

import type { Contact } from '../api/receivables-schema';
import { ContactItem } from './contact-item';
import { Pager } from '@/components/blocks/pager';

/** 'Contactos': the search, one page of what it finds, and the pager. */
export function ContactsList({
  contacts,
  total,
  found,
  search,
  onSearchChange,
  page,
  pageCount,
  onPage,
  onEdit,
  onDelete,
}: {
  /** The page of contacts shown. */
  contacts: readonly Contact[];
  /** How many contacts the client has, and how many the search finds. */
  total: number;
  found: number;
  search: string;
  onSearchChange: (search: string) => void;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  onEdit: (contact: Contact) => void;
  onDelete: (contact: Contact) => Promise<unknown>;
}) {
  return (
    <>
      <FormField label="Buscar contactos">
        <Input
          type="search"
          value={search}
          placeholder="Nombre, correo o cargo"
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </FormField>
      {found === 0 ? (
        <p className="rounded-lg border p-4 text-sm text-muted-foreground">
          {total === 0
            ? 'Este cliente aún no tiene contactos.'
            : 'Ningún contacto coincide con la búsqueda.'}
        </p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Contactos">
          {contacts.map((contact) => (
            <ContactItem key={contact.id} contact={contact} onEdit={onEdit} onDelete={onDelete} />
          ))}
        </ul>
      )}
      <Pager page={page} pageCount={pageCount} onPage={onPage} label="contactos" />
    </>
  );
}
