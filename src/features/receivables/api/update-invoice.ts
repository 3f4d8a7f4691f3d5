import { useReceivablesMutation } from './use-receivables-mutation';
import { receivablesWrite } from './receivables-write';
import { invoiceInputSchema, invoiceSchema, messageOf, type InvoiceInput } from './schemas';

/** PUT /receivables/invoices/{id}?companyId: an invoice's client, number, dates and amount. */
export const updateInvoice = (companyId: number, id: number, input: InvoiceInput) =>
  receivablesWrite(companyId, 'PUT', `/receivables/invoices/${id}`, {
    body: invoiceInputSchema.parse(input),
    schema: messageOf(invoiceSchema),
  });

export function useUpdateInvoice(companyId: number) {
  const update = ({ id, input }: { id: number; input: InvoiceInput }) =>
    updateInvoice(companyId, id, input);
  return useReceivablesMutation(companyId, update, 'No se pudo guardar la factura');
}
