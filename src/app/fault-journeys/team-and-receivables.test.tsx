import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

import { paths } from '@/config/paths';
import { DEMO_ACCOUNTS } from '@/mocks/areas/accounts/seed';
import { db } from '@/testing/mock-api';
import { pendingInvoiceWithContact, RECEIVABLES_COMPANY } from '@/testing/receivables';
import { findToast } from '@/testing/test-utils';

import { LIMITS, SAID, toastTitled } from '@/testing/fault-journeys/fault-cases';
import { fill, PAGE_LOAD, underEveryFault } from '@/testing/fault-journeys/journey-matrix';

underEveryFault({
  name: 'un link de invitación al equipo',
  url: '/dashboard/equipo-de-trabajo',
  call: { method: 'POST', path: '/users/invitation-link' },
  limitMs: LIMITS.user,
  open: async ({ user }) => {
    const invite = await screen.findByRole('region', { name: 'Invita a tu equipo' }, PAGE_LOAD);
    const uses = within(invite).getByLabelText('Cuántas personas pueden usarlo');
    await user.clear(uses);
    await fill(user, uses, '3');
    return { invite, uses, generate: within(invite).getByRole('button', { name: 'Generar link' }) };
  },
  act: ({ generate }, user) => user.click(generate),
  kept: ({ uses, generate }) => {
    expect(uses).toHaveValue(3);
    expect(generate).toBeEnabled();
  },
  done: async ({ invite }) => {
    const links = within(invite).getByRole('list', { name: 'Links activos' });
    expect(await within(links).findByText(/^Usado 0 de 3 · vence el/)).toBeVisible();
  },
  shows: toastTitled('No pudimos generar el link', SAID),
});

/*
 * Accounts receivable keeps its records in the browser (decision 0023): its one call to a server
 * on a change is the follow-up task a payment commitment makes (POST /tasks). Under each fault
 * the commitment is taken back, the dialog keeps what was typed, and the same click records it
 * once. (The store's own refusals, a full browser storage, are in the receivables' tests.)
 */
const DETAIL = 'Tesorería confirmó el pago por teléfono.';

/** The sheet of an open invoice, with a contact to promise, of the signed-in user's portfolio. */
async function openInvoiceUrl() {
  const user = db.state.users.find((entry) => entry.email === DEMO_ACCOUNTS.receivables.email)!;
  const scope = { userId: user.id, companyId: RECEIVABLES_COMPANY };
  const { invoice } = await pendingInvoiceWithContact(scope);
  return paths.dashboard.receivables.management.getHref({ invoiceId: invoice.id });
}

underEveryFault({
  name: 'un compromiso de pago y su tarea de seguimiento',
  account: 'receivables',
  url: openInvoiceUrl,
  call: { method: 'POST', path: '/tasks' },
  limitMs: LIMITS.activity,
  open: async ({ user }) => {
    const sheet = await screen.findByRole('dialog', { name: /^Factura N° \d+$/ }, PAGE_LOAD);
    await user.click(within(sheet).getByRole('button', { name: 'Compromiso de pago' }));
    const dialog = await screen.findByRole('dialog', { name: /^Compromiso de pago de la factura/ });
    const detail = within(dialog).getByLabelText('Detalle del compromiso');
    await fill(user, detail, DETAIL);
    const save = within(dialog).getByRole('button', { name: 'Registrar compromiso' });
    return { sheet, dialog, detail, save };
  },
  act: ({ save }, user) => user.click(save),
  kept: ({ dialog, detail, save }) => {
    expect(dialog).toBeVisible();
    expect(detail).toHaveValue(DETAIL);
    expect(save).toBeEnabled();
  },
  done: async ({ sheet, dialog }) => {
    expect(
      await findToast('Compromiso de pago registrado y tarea de seguimiento creada'),
    ).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    // Recorded once: the failed attempt left no commitment behind.
    const commitments = within(sheet).getByRole('region', { name: 'Compromisos de pago' });
    expect(await within(commitments).findByText(DETAIL)).toBeVisible();
  },
  shows: toastTitled('No se pudo registrar el compromiso', SAID),
});
