import * as changes from '../store/changes';
import { changeReceivables, type ReceivablesScope } from '../store/receivables-store';
import { useReceivablesMutation } from '../hooks/use-receivables-mutation';

/** The contact stops getting payment reminders (soft delete). */
export const deleteContact = (scope: ReceivablesScope, id: number) =>
  changeReceivables(scope, (data, at) => changes.deleteContact(data, scope.companyId, id, at));

export function useDeleteContact(companyId: number) {
  return useReceivablesMutation(companyId, deleteContact, 'No se pudo eliminar el contacto');
}
