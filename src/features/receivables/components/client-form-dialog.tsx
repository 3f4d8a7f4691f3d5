import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { FormDialog, FormDialogFooter } from '@/components/blocks/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formatRut, RUT_MAX_LENGTH } from '@/lib/validation/rut';

import { useCreateClient } from '../api/create-client';
import { clientInputSchema, type Client, type ClientInput } from '../api/receivables-schema';
import { useUpdateClient } from '../api/update-client';

const FIELDS = [
  ['organizationName', 'Nombre de la organización', 'Hospital Regional de Talca'],
  ['businessName', 'Razón social', 'Servicio de Salud del Maule'],
  ['address', 'Dirección', '1 Norte 1990, Talca'],
  ['phone', 'Teléfono', '+56 71 2 123 456'],
] as const;

function toFormValues(client: Client | undefined): ClientInput {
  return {
    rut: client?.rut ?? '',
    organizationName: client?.organizationName ?? '',
    businessName: client?.businessName ?? '',
    address: client?.address ?? '',
    phone: client?.phone ?? '',
    email: client?.email ?? '',
  };
}

/**
 * 'Nuevo cliente' and 'Editar cliente' (decision 0023): no field is required, but a RUT
 * or an e-mail that is typed must be valid. A failure keeps the dialog and what was typed.
 */
export function ClientFormDialog({
  companyId,
  open,
  onOpenChange,
  client,
}: {
  companyId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  client?: Client;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={client ? 'Editar cliente' : 'Nuevo cliente'}
      description="Ningún dato es obligatorio; el RUT y el correo, si los escribes, deben ser válidos."
    >
      <ClientForm companyId={companyId} client={client} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

/** Lives in the dialog's content, which unmounts on close: each opening starts from the client. */
function ClientForm({
  companyId,
  client,
  onDone,
}: {
  companyId: number;
  client?: Client;
  onDone: () => void;
}) {
  const create = useCreateClient(companyId);
  const update = useUpdateClient(companyId);
  const form = useForm<ClientInput, unknown, z.output<typeof clientInputSchema>>({
    resolver: zodResolver(clientInputSchema),
    defaultValues: toFormValues(client),
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      if (client) await update.mutateAsync({ id: client.id, input: values });
      else await create.mutateAsync(values);
      onDone();
    } catch {
      // The toast says why; the dialog keeps what was typed.
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <FormField label="RUT" error={errors.rut?.message}>
        <Input
          inputMode="text"
          autoComplete="off"
          maxLength={RUT_MAX_LENGTH}
          placeholder="61.602.000-7"
          {...form.register('rut', {
            onBlur: (event: { target: { value: string } }) =>
              event.target.value && form.setValue('rut', formatRut(event.target.value)),
          })}
        />
      </FormField>
      {FIELDS.map(([name, label, placeholder]) => (
        <FormField key={name} label={label} error={errors[name]?.message}>
          <Input placeholder={placeholder} {...form.register(name)} />
        </FormField>
      ))}
      <FormField label="Correo electrónico" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="off"
          placeholder="finanzas@hospitaltalca.cl"
          {...form.register('email')}
        />
      </FormField>
      <FormDialogFooter
        pending={isSubmitting}
        submitLabel={client ? 'Guardar cambios' : 'Crear cliente'}
        onCancel={onDone}
      />
    </form>
  );
}
