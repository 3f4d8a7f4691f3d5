import { useReceivablesMutation } from './use-receivables-mutation';
import { receivablesWrite } from './receivables-write';
import { contactInputSchema, contactSchema, messageOf, type ContactInput } from './schemas';

/** PUT /receivables/contacts/{id}?companyId: a contact's details and payment reminders. */
export const updateContact = (companyId: number, id: number, input: ContactInput) =>
  receivablesWrite(companyId, 'PUT', `/receivables/contacts/${id}`, {
    body: contactInputSchema.parse(input),
    schema: messageOf(contactSchema),
  });

export function useUpdateContact(companyId: number) {
  const update = ({ id, input }: { id: number; input: ContactInput }) =>
    updateContact(companyId, id, input);
  return useReceivablesMutation(companyId, update, 'No se pudo guardar el contacto');
}
