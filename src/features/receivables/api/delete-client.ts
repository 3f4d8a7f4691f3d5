import * as changes from '../store/changes';
import { changeReceivables, type ReceivablesScope } from '../store/receivables-store';
import { useReceivablesMutation } from '../hooks/use-receivables-mutation';

/** A soft delete: the client stays with isActive false (decision 0023). */
export const deleteClient = (scope: ReceivablesScope, id: number) =>
  changeReceivables(scope, (data, at) => changes.deleteClient(data, scope.companyId, id, at));

export function useDeleteClient(companyId: number) {
  return useReceivablesMutation(companyId, deleteClient, 'No se pudo eliminar el cliente');
}
