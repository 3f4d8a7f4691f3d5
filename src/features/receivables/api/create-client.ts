import * as changes from '../store/changes';
import { changeReceivables, type ReceivablesScope } from '../store/receivables-store';
import { toClient } from '../store/views';
import type { ClientInput } from './receivables-schema';
import { useReceivablesMutation } from '../hooks/use-receivables-mutation';

/** A new client; no field is required, a RUT or e-mail given must be valid (decision 0023). */
export const createClient = (scope: ReceivablesScope, input: ClientInput) =>
  changeReceivables(scope, (data, at) => {
    const { client, message } = changes.createClient(data, scope.companyId, input, at);
    return { data: toClient(data, client), message };
  });

export function useCreateClient(companyId: number) {
  return useReceivablesMutation(companyId, createClient, 'No se pudo guardar el cliente');
}
