import { receivablesWrite } from './receivables-write';
import { clientInputSchema, clientSchema, messageOf, type ClientInput } from './schemas';
import { useReceivablesMutation } from './use-receivables-mutation';

/** POST /receivables/clients?companyId: a new client; no field is required (decision 0023). */
export const createClient = (companyId: number, input: ClientInput) =>
  receivablesWrite(companyId, 'POST', '/receivables/clients', {
    body: clientInputSchema.parse(input),
    schema: messageOf(clientSchema),
  });

export function useCreateClient(companyId: number) {
  const create = (input: ClientInput) => createClient(companyId, input);
  return useReceivablesMutation(companyId, create, 'No se pudo guardar el cliente');
}
