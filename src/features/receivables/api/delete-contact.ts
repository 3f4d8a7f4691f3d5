import { useReceivablesMutation } from './use-receivables-mutation';
import { receivablesWrite } from './receivables-write';
import { messageOnlySchema } from './schemas';

/** DELETE /receivables/contacts/{id}?companyId: the contact stops getting payment reminders. */
export const deleteContact = (companyId: number, id: number) =>
  receivablesWrite(companyId, 'DELETE', `/receivables/contacts/${id}`, {
    schema: messageOnlySchema,
  });

export function useDeleteContact(companyId: number) {
  const remove = (id: number) => deleteContact(companyId, id);
  return useReceivablesMutation(companyId, remove, 'No se pudo eliminar el contacto');
}
