import { receivablesWrite } from './receivables-write';
import { messageOnlySchema } from './schemas';
import { useReceivablesMutation } from './use-receivables-mutation';

/**
 * DELETE /receivables/clients/{id}?companyId: a soft delete, the client stays with isActive
 * false (decision 0023).
 */
export const deleteClient = (companyId: number, id: number) =>
  receivablesWrite(companyId, 'DELETE', `/receivables/clients/${id}`, {
    schema: messageOnlySchema,
  });

export function useDeleteClient(companyId: number) {
  const remove = (id: number) => deleteClient(companyId, id);
  return useReceivablesMutation(companyId, remove, 'No se pudo eliminar el cliente');
}
