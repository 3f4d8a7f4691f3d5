import { createTask } from '@/entities/task/api/create-task';
import { useCurrentUser } from '@/entities/user/hooks/use-current-user';

import * as changes from '../store/changes';
import { changeReceivables, type ReceivablesScope } from '../store/receivables-store';
import { toInvoice } from '../store/views';
import type { CommitmentInput } from './receivables-schema';
import { useReceivablesMutation } from '../hooks/use-receivables-mutation';

/**
 * A promise to pay, kept in the store, and its follow-up task made on the tasks API (the one
 * server call of the area's changes) for `assigneeId`. When the task cannot be made the
 * commitment is taken back, so the two never part: the dialog keeps what was typed and says why.
 */
export async function recordCommitment(
  scope: ReceivablesScope,
  id: number,
  input: CommitmentInput,
  assigneeId: number,
) {
  const recorded = await changeReceivables(scope, (data, at) =>
    changes.recordCommitment(data, scope.companyId, id, input, at),
  );
  const commitmentId = recorded.commitment.id;
  let task;
  try {
    task = (await createTask(scope.companyId, changes.followUpTask(recorded, assigneeId))).data;
  } catch (error) {
    await changeReceivables(scope, (data) => changes.dropCommitment(data, commitmentId), {
      paced: false,
    });
    throw error;
  }
  const invoice = await changeReceivables(
    scope,
    (data, at) => {
      changes.linkTask(data, commitmentId, task);
      return toInvoice(
        data,
        data.invoices.find((entry) => entry.id === id)!,
        at.today,
      );
    },
    { paced: false },
  );
  return { data: invoice, message: changes.COMMITMENT_RECORDED };
}

export function useRecordCommitment(companyId: number) {
  const assigneeId = useCurrentUser().id;
  const record = (scope: ReceivablesScope, { id, input }: { id: number; input: CommitmentInput }) =>
    recordCommitment(scope, id, input, assigneeId);
  return useReceivablesMutation(companyId, record, 'No se pudo registrar el compromiso');
}
