import { zodResolver } from '@hookform/resolvers/zod';
import { BellIcon, BellOffIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';

import { ConfirmDialog } from '@/components/blocks/confirm-dialog';
import { FormDialogFooter } from '@/components/blocks/form-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { FormSelect } from '@/components/ui/form-select';
import { Switch } from '@/components/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

import { createContact, deleteContact, updateContact } from '../api/receivables-service';
import {
  CONTACT_TYPE_LABELS,
  CONTACT_TYPES,
  contactInputSchema,
  type Client,
  type Contact,
  type ContactInput,
} from '../api/schemas';
import { usePage } from '../hooks/use-page';
import { useReceivablesMutation } from '../hooks/use-receivables-mutation';
import { clientDisplayName } from '../lib/clients';
import { matchesText } from '../lib/search';
import {
  REMINDER_DAYS_MAX,
  REMINDER_DAYS_MIN,
  REMINDER_DEFAULTS,
  REMINDER_FREQUENCIES,
  REMINDER_FREQUENCY_LABELS,
} from '../lib/reminders';
import { Pager } from './pager';

/** Contacts per page (spec search §9). */
export const CONTACTS_PAGE_SIZE = 5;

type Tab = 'lista' | 'nuevo';

/**
 * A client's contacts (spec search §2): 'Contactos' lists them (searchable, 5 a page) and
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
  const remove = useReceivablesMutation(
    companyId,
    (id: number) => deleteContact(companyId, id),
    'No se pudo eliminar el contacto',
  );
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
            <FormField label="Buscar contactos">
              <Input
                type="search"
                value={search}
                placeholder="Nombre, correo o cargo"
                onChange={(event) => setSearch(event.target.value)}
              />
            </FormField>
            {found.length === 0 ? (
              <p className="rounded-lg border p-4 text-sm text-muted-foreground">
                {client.contacts.length === 0
                  ? 'Este cliente aún no tiene contactos.'
                  : 'Ningún contacto coincide con la búsqueda.'}
              </p>
            ) : (
              <ul className="flex flex-col gap-2" aria-label="Contactos">
                {slice.map((contact) => (
                  <li
                    key={contact.id}
                    className="flex flex-wrap items-start justify-between gap-2 rounded-lg border p-3 text-sm"
                  >
                    <div className="flex min-w-0 flex-col gap-1">
                      <p className="font-medium">{contact.name || 'Sin nombre'}</p>
                      <p className="text-muted-foreground">
                        {[contact.position, contact.email, contact.phone]
                          .filter(Boolean)
                          .join(' · ')}
                      </p>
                      <div className="flex flex-wrap gap-1">
                        <Badge variant="secondary">{CONTACT_TYPE_LABELS[contact.type]}</Badge>
                        <Badge variant="outline">
                          {contact.reminderSettings.enabled ? (
                            <>
                              <BellIcon aria-hidden className="size-3" />
                              {`Recordatorios: ${contact.reminderSettings.daysBefore} días antes, desde ${contact.reminderSettings.daysAfter} días después, ${REMINDER_FREQUENCY_LABELS[contact.reminderSettings.frequency].toLowerCase()}`}
                            </>
                          ) : (
                            <>
                              <BellOffIcon aria-hidden className="size-3" />
                              Sin recordatorios
                            </>
                          )}
                        </Badge>
                      </div>
                    </div>
                    <div className="flex gap-1">
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Editar a ${contact.name || 'contacto sin nombre'}`}
                        onClick={() => {
                          setEditing(contact);
                          setTab('nuevo');
                        }}
                      >
                        <PencilIcon aria-hidden />
                        Editar
                      </Button>
                      <ConfirmDialog
                        title="¿Eliminar este contacto?"
                        description={`${contact.name || 'El contacto'} dejará de recibir recordatorios de pago.`}
                        action="Sí, eliminar"
                        onConfirm={() => remove.mutateAsync(contact.id)}
                        trigger={(openConfirm) => (
                          <Button
                            variant="ghost"
                            size="sm"
                            aria-label={`Eliminar a ${contact.name || 'contacto sin nombre'}`}
                            onClick={openConfirm}
                          >
                            <Trash2Icon aria-hidden />
                            Eliminar
                          </Button>
                        )}
                      />
                    </div>
                  </li>
                ))}
              </ul>
            )}
            <Pager page={page} pageCount={pageCount} onPage={setPage} label="contactos" />
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

type FormValues = z.input<typeof contactInputSchema>;

export function ContactForm({
  companyId,
  clientId,
  contact,
  onDone,
}: {
  companyId: number;
  clientId: number;
  contact?: Contact;
  onDone: () => void;
}) {
  const save = useReceivablesMutation(
    companyId,
    (input: ContactInput) =>
      contact
        ? updateContact(companyId, contact.id, input)
        : createContact(companyId, clientId, input),
    'No se pudo guardar el contacto',
  );
  const form = useForm<FormValues, unknown, z.output<typeof contactInputSchema>>({
    resolver: zodResolver(contactInputSchema),
    defaultValues: {
      name: contact?.name ?? '',
      email: contact?.email ?? '',
      phone: contact?.phone ?? '',
      position: contact?.position ?? '',
      type: contact?.type ?? 'collection',
      reminderSettings: { ...(contact?.reminderSettings ?? REMINDER_DEFAULTS) },
    },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      onDone();
    } catch {
      // The toast says why; the form keeps what was typed.
    }
  });
  const days = (name: 'daysBefore' | 'daysAfter', label: string, hint: string) => (
    <FormField label={label} hint={hint} error={errors.reminderSettings?.[name]?.message}>
      <Input
        type="number"
        inputMode="numeric"
        min={REMINDER_DAYS_MIN}
        max={REMINDER_DAYS_MAX}
        step={1}
        {...form.register(`reminderSettings.${name}`, { valueAsNumber: true })}
      />
    </FormField>
  );

  return (
    <form
      noValidate
      aria-label={contact ? 'Editar contacto' : 'Nuevo contacto'}
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Nombre" error={errors.name?.message}>
          <Input placeholder="María González" {...form.register('name')} />
        </FormField>
        <FormField label="Cargo" error={errors.position?.message}>
          <Input placeholder="Jefa de Finanzas" {...form.register('position')} />
        </FormField>
        <FormField label="Correo del contacto" error={errors.email?.message}>
          <Input type="email" autoComplete="off" {...form.register('email')} />
        </FormField>
        <FormField label="Teléfono del contacto" error={errors.phone?.message}>
          <Input type="tel" {...form.register('phone')} />
        </FormField>
        <FormSelect
          control={form.control}
          name="type"
          label="Tipo de contacto"
          options={CONTACT_TYPES.map((value) => ({ value, label: CONTACT_TYPE_LABELS[value] }))}
        />
      </div>
      <fieldset className="flex flex-col gap-4 rounded-lg border p-4">
        <legend className="px-1 text-sm font-medium">Recordatorios de pago</legend>
        <Controller
          control={form.control}
          name="reminderSettings.enabled"
          render={({ field }) => (
            <div className="flex items-center gap-3">
              <Switch
                id="contact-reminders"
                checked={field.value}
                onCheckedChange={field.onChange}
              />
              <Label htmlFor="contact-reminders">Enviar recordatorios a este contacto</Label>
            </div>
          )}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          {days('daysBefore', 'Días antes del vencimiento', 'De 0 a 30; 0 es el mismo día.')}
          {days('daysAfter', 'Días después del vencimiento', 'Cuándo empieza la cobranza.')}
          <FormSelect
            control={form.control}
            name="reminderSettings.frequency"
            label="Frecuencia"
            options={REMINDER_FREQUENCIES.map((value) => ({
              value,
              label: REMINDER_FREQUENCY_LABELS[value],
            }))}
          />
        </div>
      </fieldset>
      <FormDialogFooter
        className="flex-row justify-end"
        pending={isSubmitting}
        submitLabel={contact ? 'Guardar contacto' : 'Agregar contacto'}
        onCancel={onDone}
      />
    </form>
  );
}
