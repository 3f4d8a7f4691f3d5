import { receivablesWrite } from './receivables-write';
import { clientInputSchema, clientSchema, messageOf, type ClientInput } from './schemas';
import { useReceivablesMutation } from './use-receivables-mutation';

/** PUT /receivables/clients/{id}?companyId: a client's RUT, names, address, phone and e-mail. */
export const updateClient = (companyId: number, id: number, input: ClientInput) =>
  receivablesWrite(companyId, 'PUT', `/receivables/clients/${id}`, {
    body: clientInputSchema.parse(input),
    schema: messageOf(clientSchema),
  });

export function useUpdateClient(companyId: number) {
  const update = ({ id, input }: { id: number; input: ClientInput }) =>
    updateClient(companyId, id, input);
  return useReceivablesMutation(companyId, update, 'No se pudo guardar el cliente');
}
