import * as changes from '../store/changes';
import { changeReceivables, type ReceivablesScope } from '../store/receivables-store';
import { toContact } from '../store/views';
import type { ContactInput } from './receivables-schema';
import { useReceivablesMutation } from '../hooks/use-receivables-mutation';

/** A new contact of a client, with its payment reminders. */
export const createContact = (scope: ReceivablesScope, clientId: number, input: ContactInput) =>
  changeReceivables(scope, (data, at) => {
    const { contact, message } = changes.createContact(data, scope.companyId, clientId, input, at);
    return { data: toContact(contact), message };
  });

export function useCreateContact(companyId: number) {
  const create = (
    scope: ReceivablesScope,
    { clientId, input }: { clientId: number; input: ContactInput },
  ) => createContact(scope, clientId, input);
  return useReceivablesMutation(companyId, create, 'No se pudo guardar el contacto');
}
