import { useReceivablesMutation } from './use-receivables-mutation';
import { receivablesWrite } from './receivables-write';
import { invoiceInputSchema, invoiceSchema, messageOf, type InvoiceInput } from './schemas';

/** POST /receivables/invoices?companyId: a new invoice, pending payment. */
export const createInvoice = (companyId: number, input: InvoiceInput) =>
  receivablesWrite(companyId, 'POST', '/receivables/invoices', {
    body: invoiceInputSchema.parse(input),
    schema: messageOf(invoiceSchema),
  });

export function useCreateInvoice(companyId: number) {
  const create = (input: InvoiceInput) => createInvoice(companyId, input);
  return useReceivablesMutation(companyId, create, 'No se pudo guardar la factura');
}
