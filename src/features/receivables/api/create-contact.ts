import { useReceivablesMutation } from './use-receivables-mutation';
import { receivablesWrite } from './receivables-write';
import { contactInputSchema, contactSchema, messageOf, type ContactInput } from './schemas';

/** POST /receivables/clients/{clientId}/contacts?companyId: a new contact of a client. */
export const createContact = (companyId: number, clientId: number, input: ContactInput) =>
  receivablesWrite(companyId, 'POST', `/receivables/clients/${clientId}/contacts`, {
    body: contactInputSchema.parse(input),
    schema: messageOf(contactSchema),
  });

export function useCreateContact(companyId: number) {
  const create = ({ clientId, input }: { clientId: number; input: ContactInput }) =>
    createContact(companyId, clientId, input);
  return useReceivablesMutation(companyId, create, 'No se pudo guardar el contacto');
}
