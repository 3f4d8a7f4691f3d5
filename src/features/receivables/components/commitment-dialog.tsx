import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { FormDialog, FormDialogFooter } from '@/components/blocks/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { FormSelect } from '@/components/ui/form-select';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { addDays } from '@/lib/chile-time';
import { setServerFieldError } from '@/lib/server-field-error';

import { useRecordCommitment } from '../api/record-commitment';
import { RECEIVABLES_MESSAGES, type Client, type Invoice } from '../api/receivables-schema';
import { pesosField, todayKey, withinBalance } from '../lib/form-rules';

const commitmentFormSchema = z
  .object({
    contactId: z.string().min(1, RECEIVABLES_MESSAGES.contactRequired),
    commitmentDate: z.string().min(1, RECEIVABLES_MESSAGES.dateInvalid),
    dueDate: z.string().min(1, RECEIVABLES_MESSAGES.dateInvalid),
    amount: pesosField,
    description: z.string().max(500, 'Admite hasta 500 caracteres'),
  })
  .refine((value) => value.dueDate >= value.commitmentDate, {
    message: RECEIVABLES_MESSAGES.commitmentBeforeAgreement,
    path: ['dueDate'],
  });

/**
 * 'Compromiso de pago': who promised, when, for when and how much. Saving it also creates the
 * follow-up task (priority media, pendiente) on the tasks page.
 */
export function CommitmentDialog({
  companyId,
  invoice,
  contacts,
  open,
  onOpenChange,
}: {
  companyId: number;
  invoice: Invoice;
  contacts: Client['contacts'];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const save = useRecordCommitment(companyId);
  const collection = contacts.find((contact) => contact.type === 'collection') ?? contacts[0];
  const form = useForm<
    z.input<typeof commitmentFormSchema>,
    unknown,
    z.output<typeof commitmentFormSchema>
  >({
    resolver: zodResolver(commitmentFormSchema.refine(...withinBalance(invoice.balance))),
    defaultValues: {
      contactId: collection ? String(collection.id) : '',
      commitmentDate: todayKey(),
      dueDate: addDays(todayKey(), 7),
      amount: String(invoice.balance),
      description: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({
        id: invoice.id,
        input: { ...values, contactId: Number(values.contactId) },
      });
      onOpenChange(false);
    } catch (error) {
      setServerFieldError(form, error);
    }
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Compromiso de pago de la factura N° ${invoice.number}`}
      description="Se crea una tarea de seguimiento para la fecha comprometida."
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        {contacts.length === 0 ? (
          <p role="alert" className="text-sm text-destructive">
            Este cliente no tiene contactos: agrégalos en el maestro de clientes.
          </p>
        ) : (
          <FormSelect
            control={form.control}
            name="contactId"
            label="Contacto que se compromete"
            options={contacts.map((contact) => ({
              value: String(contact.id),
              label: contact.name || contact.email || 'Contacto sin nombre',
            }))}
          />
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Fecha del compromiso" error={errors.commitmentDate?.message}>
            <Input type="date" {...form.register('commitmentDate')} />
          </FormField>
          <FormField label="Fecha comprometida de pago" error={errors.dueDate?.message}>
            <Input type="date" {...form.register('dueDate')} />
          </FormField>
        </div>
        <FormField label="Monto comprometido (CLP)" error={errors.amount?.message}>
          <Input inputMode="numeric" {...form.register('amount')} />
        </FormField>
        <FormField label="Detalle del compromiso" error={errors.description?.message}>
          <Textarea rows={2} {...form.register('description')} />
        </FormField>
        <FormDialogFooter
          pending={isSubmitting}
          submitDisabled={contacts.length === 0}
          submitLabel="Registrar compromiso"
          onCancel={() => onOpenChange(false)}
        />
      </form>
    </FormDialog>
  );
}
