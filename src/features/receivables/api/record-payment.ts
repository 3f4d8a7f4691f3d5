import { useReceivablesMutation } from './use-receivables-mutation';
import { receivablesWrite } from './receivables-write';
import { invoiceSchema, messageOf, paymentInputSchema, type PaymentInput } from './schemas';

/** POST /receivables/invoices/{id}/payments?companyId: the whole balance, or a part of it. */
export const recordPayment = (companyId: number, id: number, input: PaymentInput) =>
  receivablesWrite(companyId, 'POST', `/receivables/invoices/${id}/payments`, {
    body: paymentInputSchema.parse(input),
    schema: messageOf(invoiceSchema),
  });

export function useRecordPayment(companyId: number) {
  const record = ({ id, input }: { id: number; input: PaymentInput }) =>
    recordPayment(companyId, id, input);
  return useReceivablesMutation(companyId, record, 'No se pudo registrar el pago');
}
