import * as changes from '../store/changes';
import { changeReceivables, type ReceivablesScope } from '../store/receivables-store';
import { toClient } from '../store/views';
import type { ClientInput } from './receivables-schema';
import { useReceivablesMutation } from '../hooks/use-receivables-mutation';

/** A client's RUT, names, address, phone and e-mail. */
export const updateClient = (scope: ReceivablesScope, id: number, input: ClientInput) =>
  changeReceivables(scope, (data, at) => {
    const { client, message } = changes.updateClient(data, scope.companyId, id, input, at);
    return { data: toClient(data, client), message };
  });

export function useUpdateClient(companyId: number) {
  const update = (scope: ReceivablesScope, { id, input }: { id: number; input: ClientInput }) =>
    updateClient(scope, id, input);
  return useReceivablesMutation(companyId, update, 'No se pudo guardar el cliente');
}
