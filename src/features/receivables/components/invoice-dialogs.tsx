import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';

import { FormDialog, FormDialogFooter } from '@/components/blocks/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { FormSelect } from '@/components/ui/form-select';
import { Textarea } from '@/components/ui/textarea';
import { chileDayKey, addDays } from '@/lib/chile-time';
import { formatCLP } from '@/lib/format';
import { setServerFieldError } from '@/lib/server-field-error';

import {
  createInvoice,
  recordCommitment,
  recordPayment,
  updateInvoice,
} from '../api/receivables-service';
import {
  type commitmentInputSchema,
  type invoiceInputSchema,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type paymentInputSchema,
  RECEIVABLES_MESSAGES,
  type Client,
  type Invoice,
} from '../api/schemas';
import { useReceivablesMutation } from '../hooks/use-receivables-mutation';
import { clientDisplayName } from '../lib/clients';
import { PAYMENT_TERM_DAYS, taxOf, totalOf } from '../lib/invoices';

export type PurchaseOrderOption = { codigo: string; label: string };

const NONE = 'ninguna';
const FORM_DIALOG_CLASS = 'max-h-[92dvh] overflow-y-auto sm:max-w-lg';
const today = () => chileDayKey(new Date())!;

const pesosField = z
  .string()
  .trim()
  .transform((value) => Number(value.replace(/[.\s$]/g, '')))
  .pipe(
    z
      .number({ error: RECEIVABLES_MESSAGES.amountInvalid })
      .int(RECEIVABLES_MESSAGES.amountInvalid)
      .positive(RECEIVABLES_MESSAGES.amountInvalid),
  );

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
  const save = useReceivablesMutation(
    companyId,
    (input: z.output<typeof invoiceInputSchema>) =>
      invoice ? updateInvoice(companyId, invoice.id, input) : createInvoice(companyId, input),
    'No se pudo guardar la factura',
  );
  const issue = today();
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
    try {
      const result = await save.mutateAsync({
        ...values,
        clientId: Number(values.clientId),
        purchaseOrderId: values.purchaseOrderId === NONE ? null : values.purchaseOrderId,
      });
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
      className={FORM_DIALOG_CLASS}
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

/** A payment or a commitment can cover the invoice's balance, never more. */
const withinBalance = (
  balance: number,
): [(value: { amount: number }) => boolean, { message: string; path: string[] }] => [
  (value) => value.amount <= balance,
  { message: RECEIVABLES_MESSAGES.overBalance, path: ['amount'] },
];

const paymentFormSchema = z.object({
  amount: pesosField,
  paymentDate: z.string().min(1, RECEIVABLES_MESSAGES.dateInvalid),
  paymentMethod: z.enum(PAYMENT_METHODS),
  reference: z.string().max(60, 'Admite hasta 60 caracteres'),
});

/** 'Registrar pago': the whole balance by default (the invoice is then paid), or a part. */
export function PaymentDialog({
  companyId,
  invoice,
  open,
  onOpenChange,
}: {
  companyId: number;
  invoice: Invoice;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const save = useReceivablesMutation(
    companyId,
    (input: z.output<typeof paymentInputSchema>) => recordPayment(companyId, invoice.id, input),
    'No se pudo registrar el pago',
  );
  const form = useForm<
    z.input<typeof paymentFormSchema>,
    unknown,
    z.output<typeof paymentFormSchema>
  >({
    resolver: zodResolver(paymentFormSchema.refine(...withinBalance(invoice.balance))),
    defaultValues: {
      amount: String(invoice.balance),
      paymentDate: today(),
      paymentMethod: 'transferencia',
      reference: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      onOpenChange(false);
    } catch (error) {
      setServerFieldError(form, error);
    }
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className={FORM_DIALOG_CLASS}
      title={`Registrar pago de la factura N° ${invoice.number}`}
      description={`Saldo pendiente ${formatCLP(invoice.balance)}. Con el saldo completo la factura queda pagada; un monto menor es un abono.`}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Monto pagado (CLP)" error={errors.amount?.message}>
            <Input inputMode="numeric" {...form.register('amount')} />
          </FormField>
          <FormField label="Fecha de pago" error={errors.paymentDate?.message}>
            <Input type="date" {...form.register('paymentDate')} />
          </FormField>
          <FormSelect
            control={form.control}
            name="paymentMethod"
            label="Medio de pago"
            options={PAYMENT_METHODS.map((value) => ({
              value,
              label: PAYMENT_METHOD_LABELS[value],
            }))}
          />
          <FormField label="Referencia" error={errors.reference?.message}>
            <Input placeholder="N° de transferencia" {...form.register('reference')} />
          </FormField>
        </div>
        <FormDialogFooter
          pending={isSubmitting}
          submitLabel="Registrar pago"
          onCancel={() => onOpenChange(false)}
        />
      </form>
    </FormDialog>
  );
}

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
  const save = useReceivablesMutation(
    companyId,
    (input: z.output<typeof commitmentInputSchema>) =>
      recordCommitment(companyId, invoice.id, input),
    'No se pudo registrar el compromiso',
  );
  const collection = contacts.find((contact) => contact.type === 'collection') ?? contacts[0];
  const form = useForm<
    z.input<typeof commitmentFormSchema>,
    unknown,
    z.output<typeof commitmentFormSchema>
  >({
    resolver: zodResolver(commitmentFormSchema.refine(...withinBalance(invoice.balance))),
    defaultValues: {
      contactId: collection ? String(collection.id) : '',
      commitmentDate: today(),
      dueDate: addDays(today(), 7),
      amount: String(invoice.balance),
      description: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ ...values, contactId: Number(values.contactId) });
      onOpenChange(false);
    } catch (error) {
      setServerFieldError(form, error);
    }
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className={FORM_DIALOG_CLASS}
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
