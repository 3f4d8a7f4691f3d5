import * as changes from '../store/changes';
import { changeReceivables, type ReceivablesScope } from '../store/receivables-store';
import { toInvoice } from '../store/views';
import type { InvoiceInput } from './receivables-schema';
import { useReceivablesMutation } from '../hooks/use-receivables-mutation';

/** An open invoice's client, number, dates and amount. */
export const updateInvoice = (scope: ReceivablesScope, id: number, input: InvoiceInput) =>
  changeReceivables(scope, (data, at) => {
    const { invoice, message } = changes.updateInvoice(data, scope.companyId, id, input, at);
    return { data: toInvoice(data, invoice, at.today), message };
  });

export function useUpdateInvoice(companyId: number) {
  const update = (scope: ReceivablesScope, { id, input }: { id: number; input: InvoiceInput }) =>
    updateInvoice(scope, id, input);
  return useReceivablesMutation(companyId, update, 'No se pudo guardar la factura');
}
