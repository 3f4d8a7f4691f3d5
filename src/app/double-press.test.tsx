import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';

import { getInvitation } from '@/features/auth/api/get-invitation';
import { recoverPassword } from '@/features/auth/api/recover-password';
import { InvitationRegisterForm } from '@/features/auth/components/invitation-register-form';
import { LoginForm } from '@/features/auth/components/login-form';
import { RecoveryDialog } from '@/features/auth/components/recovery-dialog';
import { RegisterForm } from '@/features/auth/components/register-form';
import { ResetPasswordScreen } from '@/features/auth/components/reset-password-form';
import { BidDecisionSection } from '@/features/bid-decision/components/bid-decision-section';
import { AddCompanyForm } from '@/features/company-admin/components/add-company-form';
import { CompanyProfileForm } from '@/features/company-admin/components/company-profile-form';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { ClientFormDialog } from '@/features/receivables/components/client-form-dialog';
import { CommitmentDialog } from '@/features/receivables/components/commitment-dialog';
import { ContactsDialog } from '@/features/receivables/components/contacts-dialog';
import { InvoiceFormDialog } from '@/features/receivables/components/invoice-form-dialog';
import { PaymentDialog } from '@/features/receivables/components/payment-dialog';
import { clientDisplayName } from '@/features/receivables/lib/clients';
import { todayKey } from '@/features/receivables/lib/form-rules';
import type { ReceivablesData } from '@/features/receivables/store/records';
import { clientsView, invoicesView } from '@/features/receivables/store/views';
import { SavedSearchDialog } from '@/features/saved-searches/components/saved-search-dialog';
import { TagActionDialog } from '@/features/tags/components/tag-action-dialog';
import { TaskFormDialog } from '@/features/tasks/components/task-form-dialog';
import { InvitationLinkForm } from '@/features/team/components/invitation-link-form';
import { EditUserDialog } from '@/features/user-admin/components/edit-user-dialog';
import { getMe } from '@/entities/user/api/get-me';
import type { FaultMethod } from '@/mocks/core/faults';
import { DEMO_ACCOUNTS } from '@/mocks/areas/accounts/seed';
import { SEED_INVITATIONS } from '@/mocks/areas/invitations/seed';
import { db, recordRequests } from '@/testing/mock-api';
import {
  pendingInvoiceWithContact,
  RECEIVABLES_COMPANY as COMPANY,
  signInToReceivables,
} from '@/testing/receivables';
import { renderWithProviders } from '@/testing/render-with-providers';
import { putSavedSearches } from '@/testing/saved-searches';
import { putCompanyTags } from '@/testing/tags';
import { findToast, signInAs } from '@/testing/test-utils';

/**
 * Issue 39: a double press on any submit sends one request. Each form is rendered as its own
 * tests render it, filled like a person would, and its submit pressed twice at once (no pause
 * between the presses); once the form says it is done, exactly one request reached its endpoint,
 * or, for the receivables (kept in the browser, no HTTP), exactly one record was written.
 */

type User = ReturnType<typeof userEvent.setup>;

type Pressed = {
  /** The submit, on a form filled validly. */
  submit: HTMLElement;
  /** What the presses sent: the requests to the endpoint, or the records written. */
  sent: () => Promise<Record<string, number>> | Record<string, number>;
};

type Case = {
  name: string;
  /** Signs in as the form's tests do, renders the form and fills it. */
  open: (user: User) => Promise<Pressed>;
  /** The form's success: its toast, or its dialog closed. */
  done: () => Promise<unknown>;
  /** What one press sends, as `sent` counts it. */
  once: Record<string, number>;
};

/** Counts the requests with this method to exactly this path, from now on, under `name`. */
function requestsTo(method: FaultMethod, path: string, name = `${method} ${path}`) {
  const requests = recordRequests();
  return () => ({ [name]: requests.to(method, path).length });
}

/** Counts the records of these tables written from now on (the receivables' store). */
async function recordsWritten(
  records: () => Promise<ReceivablesData>,
  tables: ('clients' | 'contacts' | 'invoices' | 'payments' | 'commitments')[],
) {
  const before = await records();
  return async () => {
    const after = await records();
    return Object.fromEntries(
      tables.map((table) => [table, after[table].length - before[table].length]),
    );
  };
}

const byLabel = (label: string, container: HTMLElement = document.body) =>
  within(container).getByLabelText(label);

/** Types `text` into the field as a paste: one input event, as quick as a test can fill. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** A Radix select (FormSelect): opened by its label, the option chosen by its name. */
async function choose(user: User, label: string, option: string) {
  await user.click(screen.getByLabelText(label));
  await user.click(await screen.findByRole('option', { name: option }));
}

const { demo } = DEMO_ACCOUNTS;
const OPPORTUNITY = '6164-39-LP26';
/** A number no seeded invoice has. */
const INVOICE_NUMBER = 90001;

/** A real reset token: requested through the recovery endpoint, read from the mock database. */
async function resetToken(email: string) {
  await recoverPassword({ email });
  const user = db.state.users.find((candidate) => candidate.email === email);
  const entry = db.state.oneTimeTokens
    .filter((token) => token.kind === 'password-reset' && token.userId === user?.id)
    .at(-1);
  if (!entry) throw new Error(`No reset token for ${email}`);
  return entry.token;
}

/** A dialog as a page holds it: open until it closes itself. */
function OpenDialog({ children }: { children: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(true);
  return open ? children(() => setOpen(false)) : null;
}

const CASES: Case[] = [
  {
    name: 'Iniciar sesión (login-form)',
    async open(user) {
      const sent = requestsTo('POST', '/users/login');
      renderWithProviders(<LoginForm onForgotPassword={() => undefined} />, { url: '/' });
      const form = await screen.findByRole('form', { name: 'Iniciar sesión' });
      await fill(user, byLabel('Correo electrónico', form), demo.email);
      await fill(user, byLabel('Contraseña', form), demo.password);
      return { submit: within(form).getByRole('button', { name: 'Iniciar sesión' }), sent };
    },
    done: () => findToast('¡Bienvenido!'),
    once: { 'POST /users/login': 1 },
  },
  {
    name: 'Crear cuenta (register-form)',
    async open(user) {
      const sent = requestsTo('POST', '/users');
      renderWithProviders(<RegisterForm />, { url: '/' });
      const form = await screen.findByRole('form', { name: 'Crear cuenta' });
      await fill(user, byLabel('Nombre', form), 'Valentina Reyes');
      await fill(user, byLabel('Razón Social', form), 'Ferretería Reyes SpA');
      await fill(user, byLabel('RUT', form), '123456785');
      await fill(user, byLabel('Correo electrónico', form), 'valentina@reyes.cl');
      await fill(user, byLabel('Contraseña', form), 'Reyes2026');
      await fill(user, byLabel('Confirmar contraseña', form), 'Reyes2026');
      return { submit: within(form).getByRole('button', { name: 'Crear cuenta' }), sent };
    },
    done: () => findToast('¡Registro exitoso!'),
    once: { 'POST /users': 1 },
  },
  {
    name: 'Crear cuenta y unirme (invitation-register-form)',
    async open(user) {
      const { token, companyId } = SEED_INVITATIONS.generic;
      const invitation = (await getInvitation(token, String(companyId))).data!;
      const sent = requestsTo('POST', `/users/invitation-link/${token}/register`);
      renderWithProviders(
        <InvitationRegisterForm
          token={token}
          companyId={String(companyId)}
          invitation={invitation}
          onBack={() => undefined}
        />,
        { url: SEED_INVITATIONS.generic.path },
      );
      const form = await screen.findByRole('form', { name: 'Registro por invitación' });
      await fill(user, byLabel('Nombre completo', form), 'Matías Soto');
      await fill(user, byLabel('Correo electrónico', form), 'matias.soto@andes.cl');
      await fill(user, byLabel('Contraseña', form), 'Andes2026');
      return {
        submit: within(form).getByRole('button', { name: 'Crear cuenta y unirme' }),
        sent,
      };
    },
    done: () => findToast('¡Registro exitoso!'),
    once: { 'POST /users/invitation-link/equipo-andes-2026/register': 1 },
  },
  {
    name: 'Recupera tu contraseña: Enviar enlace (recovery-dialog)',
    async open(user) {
      const sent = requestsTo('POST', '/ws/users/recover-password');
      renderWithProviders(
        <OpenDialog>{(close) => <RecoveryDialog open onOpenChange={close} />}</OpenDialog>,
        { url: '/' },
      );
      const dialog = await screen.findByRole('dialog', { name: 'Recupera tu contraseña' });
      await fill(user, byLabel('Correo electrónico', dialog), demo.email);
      return { submit: within(dialog).getByRole('button', { name: 'Enviar enlace' }), sent };
    },
    async done() {
      await findToast('Solicitud enviada');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
    once: { 'POST /ws/users/recover-password': 1 },
  },
  {
    name: 'Restablecer contraseña (reset-password-form)',
    async open(user) {
      const token = await resetToken(demo.email);
      const sent = requestsTo(
        'PATCH',
        `/users/reset-password/${token}`,
        'PATCH /users/reset-password/{token}',
      );
      renderWithProviders(<ResetPasswordScreen token={token} />, { url: '/' });
      const form = await screen.findByRole('form', { name: 'Restablecer contraseña' });
      await fill(user, byLabel('Nueva contraseña', form), 'Nueva2026x');
      await fill(user, byLabel('Confirmar contraseña', form), 'Nueva2026x');
      const submit = within(form).getByRole('button', { name: 'Restablecer contraseña' });
      return { submit, sent };
    },
    done: () => findToast('Contraseña restablecida exitosamente'),
    once: { 'PATCH /users/reset-password/{token}': 1 },
  },
  {
    name: 'Generar link de invitación (invitation-link-form)',
    async open(user) {
      await signInAs('demo');
      const sent = requestsTo('POST', '/users/invitation-link');
      renderWithProviders(<InvitationLinkForm companyId={1} onCreated={() => undefined} />);
      const uses = await screen.findByLabelText('Cuántas personas pueden usarlo');
      await user.clear(uses);
      await fill(user, uses, '3');
      return { submit: screen.getByRole('button', { name: 'Generar link' }), sent };
    },
    done: () => findToast('Link generado'),
    once: { 'POST /users/invitation-link': 1 },
  },
  {
    name: 'Crear tarea (task-form-dialog)',
    async open(user) {
      await signInAs('demo');
      const sent = requestsTo('POST', '/tasks');
      renderWithProviders(
        <OpenDialog>
          {(close) => <TaskFormDialog companyId={1} open onOpenChange={close} />}
        </OpenDialog>,
      );
      const dialog = await screen.findByRole('dialog', { name: 'Nueva tarea' });
      await fill(user, byLabel('Título', dialog), 'Preparar anexo económico');
      await fill(user, byLabel('Descripción', dialog), 'Con la boleta de garantía');
      return { submit: within(dialog).getByRole('button', { name: 'Crear tarea' }), sent };
    },
    async done() {
      await findToast('Tarea creada');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
    once: { 'POST /tasks': 1 },
  },
  {
    name: 'Guardar correo (profile-page)',
    async open(user) {
      await signInAs('demo');
      const me = (await getMe())!;
      const sent = requestsTo('PUT', `/users/${me.id}`, 'PUT /users/{id}');
      renderWithProviders(<ProfilePage user={me} companyId={1} />);
      const email = await screen.findByLabelText('Nuevo correo electrónico');
      await user.clear(email);
      await fill(user, email, 'daniela.munoz@andes.cl');
      return { submit: screen.getByRole('button', { name: 'Guardar correo' }), sent };
    },
    done: () => findToast('Correo actualizado'),
    once: { 'PUT /users/{id}': 1 },
  },
  {
    name: 'Guardar decisión (bid-decision-section)',
    async open(user) {
      await signInAs('demo');
      const sent = requestsTo('PUT', `/opportunities/${OPPORTUNITY}/decision`);
      renderWithProviders(<BidDecisionSection companyId={1} codigo={OPPORTUNITY} />);
      await user.click(await screen.findByRole('radio', { name: 'No postular' }));
      await fill(user, screen.getByLabelText('Motivo'), 'Pide visita a terreno en otra región');
      return { submit: screen.getByRole('button', { name: 'Guardar decisión' }), sent };
    },
    done: () => findToast('Decisión guardada'),
    once: { [`PUT /opportunities/${OPPORTUNITY}/decision`]: 1 },
  },
  {
    name: 'Editar usuario: Guardar (edit-user-dialog)',
    async open(user) {
      await signInAs('supervisor');
      const sent = requestsTo('PATCH', '/users/super/profile');
      const daniela = db.state.users.find((candidate) => candidate.email === demo.email)!;
      renderWithProviders(
        <OpenDialog>
          {(close) => (
            <EditUserDialog
              companyId={2}
              onClose={close}
              user={{
                id: daniela.id,
                name: daniela.name,
                email: daniela.email,
                profile: null,
                planId: 1,
                iaSubsActive: false,
                companies: [],
              }}
            />
          )}
        </OpenDialog>,
        { url: '/dashboard/administracion-usuarios' },
      );
      const dialog = await screen.findByRole('dialog', { name: `Editar a ${daniela.name}` });
      await user.selectOptions(byLabel('Plan', dialog), 'Pro');
      await user.click(byLabel('Suscripción de IA activa', dialog));
      return { submit: within(dialog).getByRole('button', { name: 'Guardar' }), sent };
    },
    async done() {
      await findToast('Usuario actualizado');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
    once: { 'PATCH /users/super/profile': 1 },
  },
  {
    name: 'Guardar perfil de la empresa (company-profile-form)',
    async open(user) {
      await signInAs('demo');
      const sent = requestsTo('PUT', '/companies/1/profile');
      renderWithProviders(<CompanyProfileForm companyId={1} />);
      await screen.findByLabelText('¿Es EMT?');
      // Its region is said already (Región de Valparaíso): one select is enough, and quicker.
      await choose(user, '¿Es EMT?', 'No');
      return { submit: screen.getByRole('button', { name: 'Guardar perfil' }), sent };
    },
    done: () => findToast('Perfil guardado'),
    once: { 'PUT /companies/1/profile': 1 },
  },
  {
    name: 'Agregar empresa (add-company-form)',
    async open(user) {
      await signInAs('demo');
      const sent = requestsTo('POST', '/users/add-company');
      renderWithProviders(<AddCompanyForm companyId={1} />);
      await fill(user, await screen.findByLabelText('Razón Social'), 'Ferretería Reyes SpA');
      await fill(user, screen.getByLabelText('RUT'), '123456785');
      return { submit: screen.getByRole('button', { name: 'Agregar empresa' }), sent };
    },
    done: () => findToast('Empresa agregada'),
    once: { 'POST /users/add-company': 1 },
  },
  {
    name: 'Guardar búsqueda (saved-search-dialog)',
    async open(user) {
      await signInAs('demo');
      putSavedSearches([]);
      const sent = requestsTo('POST', '/save-user-query');
      renderWithProviders(
        <OpenDialog>
          {(close) => (
            <SavedSearchDialog
              open
              onOpenChange={close}
              companyId={1}
              searchParams={{ query: 'arriendo de camionetas 4x4', temperature: 0.6 }}
            />
          )}
        </OpenDialog>,
      );
      const dialog = await screen.findByRole('dialog', { name: 'Guardar búsqueda' });
      await fill(user, byLabel('Nombre', dialog), 'Camionetas 4x4');
      return { submit: within(dialog).getByRole('button', { name: 'Guardar búsqueda' }), sent };
    },
    async done() {
      await findToast('Búsqueda guardada');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
    once: { 'POST /save-user-query': 1 },
  },
  {
    name: 'Nueva etiqueta: Crear (tag-dialog)',
    async open(user) {
      await signInAs('demo');
      const sent = requestsTo('POST', '/tags');
      renderWithProviders(
        <OpenDialog>
          {(close) => (
            <TagActionDialog
              companyId={1}
              action={{ kind: 'create' }}
              open
              onOpenChange={close}
              source="page"
            />
          )}
        </OpenDialog>,
      );
      const dialog = await screen.findByRole('dialog', { name: 'Nueva etiqueta' });
      await fill(user, byLabel('Nombre', dialog), 'Visita a terreno');
      await user.click(within(dialog).getByText('Violeta'));
      return { submit: within(dialog).getByRole('button', { name: 'Crear' }), sent };
    },
    async done() {
      await findToast('Etiqueta creada correctamente');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
    once: { 'POST /tags': 1 },
  },
  {
    // The same form as 'Nueva etiqueta', saving an edit: no createOnce behind it.
    name: 'Editar etiqueta: Guardar (tag-dialog)',
    async open(user) {
      await signInAs('demo');
      putCompanyTags([{ id: 901, name: 'Postular', color: '#22c55e' }]);
      const sent = requestsTo('PUT', '/tags');
      const tag = { id: '901', name: 'Postular', color: '#22c55e', receiveNotifications: false };
      renderWithProviders(
        <OpenDialog>
          {(close) => (
            <TagActionDialog
              companyId={1}
              action={{ kind: 'edit', tag }}
              open
              onOpenChange={close}
              source="page"
            />
          )}
        </OpenDialog>,
      );
      const dialog = await screen.findByRole('dialog', { name: 'Editar etiqueta' });
      await user.clear(byLabel('Nombre', dialog));
      await fill(user, byLabel('Nombre', dialog), 'Postular ya');
      return { submit: within(dialog).getByRole('button', { name: 'Guardar' }), sent };
    },
    async done() {
      await findToast('Etiqueta actualizada correctamente');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
    once: { 'PUT /tags': 1 },
  },
  {
    name: 'Crear cliente (client-form-dialog)',
    async open(user) {
      const { records } = await signInToReceivables();
      const sent = await recordsWritten(records, ['clients']);
      renderWithProviders(
        <OpenDialog>
          {(close) => <ClientFormDialog companyId={COMPANY} open onOpenChange={close} />}
        </OpenDialog>,
      );
      const dialog = await screen.findByRole('dialog', { name: 'Nuevo cliente' });
      await fill(user, byLabel('RUT', dialog), '765432103');
      await fill(user, byLabel('Nombre de la organización', dialog), 'Hospital de Prueba');
      return { submit: within(dialog).getByRole('button', { name: 'Crear cliente' }), sent };
    },
    async done() {
      await findToast('Cliente creado');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
    once: { clients: 1 },
  },
  {
    name: 'Agregar contacto (contact-form)',
    async open(user) {
      const { records } = await signInToReceivables();
      const [client] = clientsView(await records(), COMPANY);
      const sent = await recordsWritten(records, ['contacts']);
      renderWithProviders(
        <ContactsDialog companyId={COMPANY} open onOpenChange={() => undefined} client={client!} />,
      );
      await user.click(await screen.findByRole('tab', { name: 'Nuevo contacto' }));
      const form = await screen.findByRole('form', { name: 'Nuevo contacto' });
      await fill(user, byLabel('Nombre', form), 'Ana Pérez');
      await fill(user, byLabel('Correo del contacto', form), 'ana.perez@hospital.cl');
      return { submit: within(form).getByRole('button', { name: 'Agregar contacto' }), sent };
    },
    done: () => findToast('Contacto creado'),
    once: { contacts: 1 },
  },
  {
    name: 'Emitir factura (invoice-form-dialog)',
    async open(user) {
      const { records } = await signInToReceivables();
      const data = await records();
      const clients = clientsView(data, COMPANY);
      expect(data.invoices.map((invoice) => invoice.number)).not.toContain(INVOICE_NUMBER);
      const sent = await recordsWritten(records, ['invoices']);
      renderWithProviders(
        <OpenDialog>
          {(close) => (
            <InvoiceFormDialog
              companyId={COMPANY}
              open
              onOpenChange={close}
              clients={clients}
              nextNumber={INVOICE_NUMBER}
              purchaseOrders={[]}
            />
          )}
        </OpenDialog>,
      );
      const dialog = await screen.findByRole('dialog', { name: 'Nueva factura' });
      await choose(user, 'Cliente de la factura', clientDisplayName(clients[0]!));
      await fill(user, byLabel('Monto neto (CLP)', dialog), '1.000.000');
      return { submit: within(dialog).getByRole('button', { name: 'Emitir factura' }), sent };
    },
    async done() {
      await findToast(`Factura N° ${INVOICE_NUMBER} emitida`);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
    once: { invoices: 1 },
  },
  {
    name: 'Registrar pago (payment-dialog)',
    async open(user) {
      const { scope, records } = await signInToReceivables();
      const { invoice: stored } = await pendingInvoiceWithContact(scope);
      const invoice = invoicesView(await records(), COMPANY, todayKey()).find(
        (entry) => entry.id === stored.id,
      )!;
      const sent = await recordsWritten(records, ['payments']);
      renderWithProviders(
        <OpenDialog>
          {(close) => (
            <PaymentDialog companyId={COMPANY} open onOpenChange={close} invoice={invoice} />
          )}
        </OpenDialog>,
      );
      const dialog = await screen.findByRole('dialog', {
        name: `Registrar pago de la factura N° ${invoice.number}`,
      });
      await fill(user, byLabel('Referencia', dialog), 'TRF-2026-118');
      return { submit: within(dialog).getByRole('button', { name: 'Registrar pago' }), sent };
    },
    async done() {
      await findToast('Pago registrado: factura pagada');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
    once: { payments: 1 },
  },
  {
    name: 'Registrar compromiso de pago (commitment-dialog)',
    async open(user) {
      const { scope, records } = await signInToReceivables();
      const { invoice: stored } = await pendingInvoiceWithContact(scope);
      const data = await records();
      const invoice = invoicesView(data, COMPANY, todayKey()).find(
        (entry) => entry.id === stored.id,
      )!;
      const client = clientsView(data, COMPANY).find((entry) => entry.id === invoice.clientId)!;
      const written = await recordsWritten(records, ['commitments']);
      // The commitment's follow-up task goes to the tasks API.
      const tasks = requestsTo('POST', '/tasks');
      renderWithProviders(
        <OpenDialog>
          {(close) => (
            <CommitmentDialog
              companyId={COMPANY}
              open
              onOpenChange={close}
              invoice={invoice}
              contacts={client.contacts}
            />
          )}
        </OpenDialog>,
      );
      const dialog = await screen.findByRole('dialog', {
        name: `Compromiso de pago de la factura N° ${invoice.number}`,
      });
      await fill(user, byLabel('Detalle del compromiso', dialog), 'Paga el viernes');
      return {
        submit: within(dialog).getByRole('button', { name: 'Registrar compromiso' }),
        sent: async () => ({ ...(await written()), ...tasks() }),
      };
    },
    async done() {
      await findToast('Compromiso de pago registrado y tarea de seguimiento creada');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
    once: { commitments: 1, 'POST /tasks': 1 },
  },
];

describe('a double press on a submit sends one request (issue 39)', () => {
  it.each(CASES)('$name', async ({ open, done, once }) => {
    const user = userEvent.setup({ delay: null });
    const { submit, sent } = await open(user);
    expect(submit).toBeEnabled();
    await user.dblClick(submit);
    try {
      await done();
    } finally {
      // Said even when the success did not show as expected (a second toast, say): the count
      // is what this is about.
      expect.soft(await sent()).toEqual(once);
    }
  });
});
