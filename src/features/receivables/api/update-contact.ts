import * as changes from '../store/changes';
import { changeReceivables, type ReceivablesScope } from '../store/receivables-store';
import { toContact } from '../store/views';
import type { ContactInput } from './receivables-schema';
import { useReceivablesMutation } from '../hooks/use-receivables-mutation';

/** A contact's details and payment reminders. */
export const updateContact = (scope: ReceivablesScope, id: number, input: ContactInput) =>
  changeReceivables(scope, (data, at) => {
    const { contact, message } = changes.updateContact(data, scope.companyId, id, input, at);
    return { data: toContact(contact), message };
  });

export function useUpdateContact(companyId: number) {
  const update = (scope: ReceivablesScope, { id, input }: { id: number; input: ContactInput }) =>
    updateContact(scope, id, input);
  return useReceivablesMutation(companyId, update, 'No se pudo guardar el contacto');
}
