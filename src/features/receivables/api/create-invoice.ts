import * as changes from '../store/changes';
import { changeReceivables, type ReceivablesScope } from '../store/receivables-store';
import { toInvoice } from '../store/views';
import type { InvoiceInput } from './receivables-schema';
import { useReceivablesMutation } from '../hooks/use-receivables-mutation';

/** A new invoice, pending payment; its tax and total are the store's. */
export const createInvoice = (scope: ReceivablesScope, input: InvoiceInput) =>
  changeReceivables(scope, (data, at) => {
    const { invoice, message } = changes.createInvoice(data, scope.companyId, input, at);
    return { data: toInvoice(data, invoice, at.today), message };
  });

export function useCreateInvoice(companyId: number) {
  return useReceivablesMutation(companyId, createInvoice, 'No se pudo guardar la factura');
}
