import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';

import { FormDialogFooter } from '@/components/blocks/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { FormSelect } from '@/components/ui/form-select';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';

import { useCreateContact } from '../api/create-contact';
import {
  CONTACT_TYPE_LABELS,
  CONTACT_TYPES,
  contactInputSchema,
  type Contact,
} from '../api/receivables-schema';
import { useUpdateContact } from '../api/update-contact';
import {
  REMINDER_DAYS_MAX,
  REMINDER_DAYS_MIN,
  REMINDER_DEFAULTS,
  REMINDER_FREQUENCIES,
  REMINDER_FREQUENCY_LABELS,
} from '../lib/reminders';

type FormValues = z.input<typeof contactInputSchema>;

/** 'Nuevo contacto' or 'Editar contacto': who they are, and the payment reminders they get. */
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
  const create = useCreateContact(companyId);
  const update = useUpdateContact(companyId);
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
  const submit = form.handleSubmit(async (input) => {
    try {
      if (contact) await update.mutateAsync({ id: contact.id, input });
      else await create.mutateAsync({ clientId, input });
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
