import * as changes from '../store/changes';
import { changeReceivables, type ReceivablesScope } from '../store/receivables-store';
import { toInvoice } from '../store/views';
import type { PaymentInput } from './receivables-schema';
import { useReceivablesMutation } from '../hooks/use-receivables-mutation';

/** A payment of the whole balance (the invoice is paid), or of a part of it (an abono). */
export const recordPayment = (scope: ReceivablesScope, id: number, input: PaymentInput) =>
  changeReceivables(scope, (data, at) => {
    const { invoice, message } = changes.recordPayment(data, scope.companyId, id, input, at);
    return { data: toInvoice(data, invoice, at.today), message };
  });

export function useRecordPayment(companyId: number) {
  const record = (scope: ReceivablesScope, { id, input }: { id: number; input: PaymentInput }) =>
    recordPayment(scope, id, input);
  return useReceivablesMutation(companyId, record, 'No se pudo registrar el pago');
}
