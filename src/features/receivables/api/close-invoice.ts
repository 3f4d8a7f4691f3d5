import * as changes from '../store/changes';
import { changeReceivables, type ReceivablesScope } from '../store/receivables-store';
import { toInvoice } from '../store/views';
import { useReceivablesMutation } from '../hooks/use-receivables-mutation';

/** 'cancel' (anular) or 'compensate' an open invoice. */
export const closeInvoice = (
  scope: ReceivablesScope,
  id: number,
  action: 'cancel' | 'compensate',
) =>
  changeReceivables(scope, (data, at) => {
    const { invoice, message } = changes.closeInvoice(data, scope.companyId, id, action, at);
    return { data: toInvoice(data, invoice, at.today), message };
  });

export function useCloseInvoice(companyId: number, id: number) {
  const close = (scope: ReceivablesScope, action: 'cancel' | 'compensate') =>
    closeInvoice(scope, id, action);
  return useReceivablesMutation(companyId, close, 'No se pudo cambiar el estado de la factura');
}
