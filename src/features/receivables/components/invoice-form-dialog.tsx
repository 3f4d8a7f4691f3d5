import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';

import { FormDialog, FormDialogFooter } from '@/components/blocks/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { FormSelect } from '@/components/ui/form-select';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { addDays } from '@/lib/chile-time';
import { formatCLP } from '@/lib/format';
import { setServerFieldError } from '@/lib/server-field-error';

import { useCreateInvoice } from '../api/create-invoice';
import { RECEIVABLES_MESSAGES, type Client, type Invoice } from '../api/receivables-schema';
import { useUpdateInvoice } from '../api/update-invoice';
import { clientDisplayName } from '../lib/clients';
import { pesosField, todayKey } from '../lib/form-rules';
import { PAYMENT_TERM_DAYS, taxOf, totalOf } from '../lib/invoices';

export type PurchaseOrderOption = { codigo: string; label: string };

const NONE = 'ninguna';

const invoiceFormSchema = z
  .object({
    clientId: z.string().min(1, RECEIVABLES_MESSAGES.clientRequired),
    number: z
      .string()
      .trim()
      .regex(/^\d{1,10}$/, RECEIVABLES_MESSAGES.numberInvalid)
      .transform(Number),
    purchaseOrderId: z.string(),
    issueDate: z.string().min(1, RECEIVABLES_MESSAGES.dateInvalid),
    dueDate: z.string().min(1, RECEIVABLES_MESSAGES.dateInvalid),
    amount: pesosField,
    description: z.string().max(500, 'Admite hasta 500 caracteres'),
  })
  .refine((value) => value.dueDate >= value.issueDate, {
    message: RECEIVABLES_MESSAGES.dueBeforeIssue,
    path: ['dueDate'],
  });

/** 'Nueva factura' and 'Editar factura': new ones start pending; the total is net + 19 % VAT. */
export function InvoiceFormDialog({
  companyId,
  open,
  onOpenChange,
  invoice,
  clients,
  nextNumber,
  purchaseOrders,
  onSaved,
}: {
  companyId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  invoice?: Invoice;
  clients: readonly Client[];
  nextNumber: number;
  purchaseOrders: readonly PurchaseOrderOption[];
  onSaved?: (invoice: Invoice) => void;
}) {
  const create = useCreateInvoice(companyId);
  const update = useUpdateInvoice(companyId);
  const issue = todayKey();
  const form = useForm<
    z.input<typeof invoiceFormSchema>,
    unknown,
    z.output<typeof invoiceFormSchema>
  >({
    resolver: zodResolver(invoiceFormSchema),
    defaultValues: {
      clientId: invoice ? String(invoice.clientId) : '',
      number: String(invoice?.number ?? nextNumber),
      purchaseOrderId: invoice?.purchaseOrderId ?? NONE,
      issueDate: invoice?.issueDate ?? issue,
      dueDate: invoice?.dueDate ?? addDays(issue, PAYMENT_TERM_DAYS),
      amount: invoice ? String(invoice.amount) : '',
      description: invoice?.description ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const typedAmount = useWatch({ control: form.control, name: 'amount' });
  const net = Number(String(typedAmount ?? '').replace(/[.\s$]/g, ''));
  const submit = form.handleSubmit(async (values) => {
    const input = {
      ...values,
      clientId: Number(values.clientId),
      purchaseOrderId: values.purchaseOrderId === NONE ? null : values.purchaseOrderId,
    };
    try {
      const result = invoice
        ? await update.mutateAsync({ id: invoice.id, input })
        : await create.mutateAsync(input);
      onSaved?.(result.data);
      onOpenChange(false);
    } catch (error) {
      setServerFieldError(form, error);
    }
  });
  const orderOptions = [
    { value: NONE, label: 'Sin orden de compra' },
    ...purchaseOrders.map((order) => ({ value: order.codigo, label: order.label })),
    ...(invoice?.purchaseOrderId &&
    !purchaseOrders.some((order) => order.codigo === invoice.purchaseOrderId)
      ? [{ value: invoice.purchaseOrderId, label: invoice.purchaseOrderId }]
      : []),
  ];

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={invoice ? `Editar factura N° ${invoice.number}` : 'Nueva factura'}
      description={`Queda pendiente de pago; vence por defecto a ${PAYMENT_TERM_DAYS} días de su emisión.`}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <FormSelect
          control={form.control}
          name="clientId"
          label="Cliente de la factura"
          options={clients.map((client) => ({
            value: String(client.id),
            label: clientDisplayName(client),
          }))}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="N° de factura" error={errors.number?.message}>
            <Input inputMode="numeric" {...form.register('number')} />
          </FormField>
          <FormSelect
            control={form.control}
            name="purchaseOrderId"
            label="Orden de compra"
            options={orderOptions}
          />
          <FormField label="Fecha de emisión" error={errors.issueDate?.message}>
            <Input type="date" {...form.register('issueDate')} />
          </FormField>
          <FormField label="Fecha de vencimiento" error={errors.dueDate?.message}>
            <Input type="date" {...form.register('dueDate')} />
          </FormField>
        </div>
        <FormField
          label="Monto neto (CLP)"
          error={errors.amount?.message}
          hint={
            Number.isInteger(net) && net > 0
              ? `IVA (19 %) ${formatCLP(taxOf(net))} · Total ${formatCLP(totalOf(net))}`
              : 'Sin IVA; el 19 % se suma solo.'
          }
        >
          <Input inputMode="numeric" placeholder="1.250.000" {...form.register('amount')} />
        </FormField>
        <FormField label="Descripción" error={errors.description?.message}>
          <Textarea rows={2} {...form.register('description')} />
        </FormField>
        <FormDialogFooter
          pending={isSubmitting}
          submitLabel={invoice ? 'Guardar factura' : 'Emitir factura'}
          onCancel={() => onOpenChange(false)}
        />
      </form>
    </FormDialog>
  );
}
