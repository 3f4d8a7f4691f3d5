import { BellIcon, BellOffIcon, PencilIcon, Trash2Icon } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/blocks/confirm-dialog';

import { CONTACT_TYPE_LABELS, type Contact } from '../api/receivables-schema';
import { REMINDER_FREQUENCY_LABELS } from '../lib/reminders';

/** A contact in the list: who, how to reach them, their reminders; edit it or delete it. */
export function ContactItem({
  contact,
  onEdit,
  onDelete,
}: {
  contact: Contact;
  onEdit: (contact: Contact) => void;
  onDelete: (contact: Contact) => Promise<unknown>;
}) {
  const reminders = contact.reminderSettings;
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 rounded-lg border p-3 text-sm">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-medium">{contact.name || 'Sin nombre'}</p>
        <p className="text-muted-foreground">
          {[contact.position, contact.email, contact.phone].filter(Boolean).join(' · ')}
        </p>
        <div className="flex flex-wrap gap-1">
          <Badge variant="secondary">{CONTACT_TYPE_LABELS[contact.type]}</Badge>
          <Badge variant="outline">
            {reminders.enabled ? (
              <>
                <BellIcon aria-hidden className="size-3" />
                {`Recordatorios: ${reminders.daysBefore} días antes, desde ${reminders.daysAfter} días después, ${REMINDER_FREQUENCY_LABELS[reminders.frequency].toLowerCase()}`}
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
          onClick={() => onEdit(contact)}
        >
          <PencilIcon aria-hidden />
          Editar
        </Button>
        <ConfirmDialog
          title="¿Eliminar este contacto?"
          description={`${contact.name || 'El contacto'} dejará de recibir recordatorios de pago.`}
          action="Sí, eliminar"
          onConfirm={() => onDelete(contact)}
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
  );
}
