import { createMemoryBacking, type ReceivablesBacking } from '@/features/receivables/store/backing';
import {
  readReceivables,
  type ReceivablesScope,
} from '@/features/receivables/store/receivables-store';

import { signInAs } from './test-utils';

/** The allow-listed user's company (the mock's Cobranzas y Finanzas del Sur SpA). */
export const RECEIVABLES_COMPANY = 5;

/**
 * Signs the allow-listed user in; their receivables scope, and their records as the store keeps
 * them (the company's demo portfolio is seeded on the first read, as on a screen's).
 */
export async function signInToReceivables() {
  const { user } = await signInAs('receivables');
  const scope: ReceivablesScope = { userId: user.id, companyId: RECEIVABLES_COMPANY };
  return { user, scope, records: () => readReceivables(scope, (data) => data) };
}

/** An open invoice of the seeded portfolio whose client has an active contact, and those. */
export async function pendingInvoiceWithContact(scope: ReceivablesScope) {
  const data = await readReceivables(scope, (records) => records);
  const contacts = data.contacts.filter((entry) => entry.isActive);
  const invoice = data.invoices.find(
    (entry) =>
      entry.companyId === scope.companyId &&
      entry.status === 'pending' &&
      contacts.some((contact) => contact.clientId === entry.clientId),
  )!;
  const contact = contacts.find((entry) => entry.clientId === invoice.clientId)!;
  return { invoice, contact };
}

/**
 * A backing whose writes fail as a full disk's do (QuotaExceededError) once `fill(times)` is
 * called, for that many writes; reads always work.
 */
export function fullBacking(): ReceivablesBacking & { fill(times?: number): void } {
  const memory = createMemoryBacking();
  let failing = 0;
  return {
    read: (owner) => memory.read(owner),
    startAgain: (owner, aside) => memory.startAgain(owner, aside),
    async update(owner, change) {
      if (failing > 0) {
        failing -= 1;
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      return memory.update(owner, change);
    },
    fill(times = Number.POSITIVE_INFINITY) {
      failing = times;
    },
  };
}
