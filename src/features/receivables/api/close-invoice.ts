import { receivablesWrite } from './receivables-write';
import { invoiceSchema, messageOf } from './schemas';
import { useReceivablesMutation } from './use-receivables-mutation';

/**
 * POST /receivables/invoices/{id}/{cancel|compensate}?companyId: 'cancel' (anular) or
 * 'compensate' an open invoice. The action stays a union of literals here: the contract scan
 * reads the two routes from it.
 */
export const closeInvoice = (companyId: number, id: number, action: 'cancel' | 'compensate') =>
  receivablesWrite(companyId, 'POST', `/receivables/invoices/${id}/${action}`, {
    schema: messageOf(invoiceSchema),
  });

export function useCloseInvoice(companyId: number, id: number) {
  const close = (action: Parameters<typeof closeInvoice>[2]) => closeInvoice(companyId, id, action);
  return useReceivablesMutation(companyId, close, 'No se pudo cambiar el estado de la factura');
}
