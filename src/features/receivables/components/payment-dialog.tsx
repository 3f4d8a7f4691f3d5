import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { FormDialog, FormDialogFooter } from '@/components/blocks/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { FormSelect } from '@/components/ui/form-select';
import { Input } from '@/components/ui/input';
import { formatCLP } from '@/lib/format';
import { setServerFieldError } from '@/lib/server-field-error';

import { useRecordPayment } from '../api/record-payment';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  RECEIVABLES_MESSAGES,
  type Invoice,
} from '../api/receivables-schema';
import { pesosField, todayKey, withinBalance } from '../lib/form-rules';

const paymentFormSchema = z.object({
  amount: pesosField,
  paymentDate: z.string().min(1, RECEIVABLES_MESSAGES.dateInvalid),
  paymentMethod: z.enum(PAYMENT_METHODS),
  reference: z.string().max(60, 'Admite hasta 60 caracteres'),
});

/** 'Registrar pago': the whole balance by default (the invoice is then paid), or a part. */
export function PaymentDialog({
  companyId,
  open,
  onOpenChange,
  invoice,
}: {
  companyId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  invoice: Invoice;
}) {
  const save = useRecordPayment(companyId);
  const form = useForm<
    z.input<typeof paymentFormSchema>,
    unknown,
    z.output<typeof paymentFormSchema>
  >({
    resolver: zodResolver(paymentFormSchema.refine(...withinBalance(invoice.balance))),
    defaultValues: {
      amount: String(invoice.balance),
      paymentDate: todayKey(),
      paymentMethod: 'transferencia',
      reference: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: invoice.id, input: values });
      onOpenChange(false);
    } catch (error) {
      setServerFieldError(form, error);
    }
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
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
