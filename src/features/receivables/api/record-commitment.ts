import { useReceivablesMutation } from './use-receivables-mutation';
import { receivablesWrite } from './receivables-write';
import { commitmentInputSchema, invoiceSchema, messageOf, type CommitmentInput } from './schemas';

/**
 * POST /receivables/invoices/{id}/commitments?companyId: a promise to pay; the server also
 * creates its follow-up task.
 */
export const recordCommitment = (companyId: number, id: number, input: CommitmentInput) =>
  receivablesWrite(companyId, 'POST', `/receivables/invoices/${id}/commitments`, {
    body: commitmentInputSchema.parse(input),
    schema: messageOf(invoiceSchema),
  });

export function useRecordCommitment(companyId: number) {
  const record = ({ id, input }: { id: number; input: CommitmentInput }) =>
    recordCommitment(companyId, id, input);
  return useReceivablesMutation(companyId, record, 'No se pudo registrar el compromiso');
}
