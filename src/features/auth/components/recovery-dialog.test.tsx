import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { db } from '@/mocks/core/database';
import { faults } from '@/mocks/core/faults';
import { findToast, renderApp } from '@/testing/test-utils';

async function openRecovery() {
  const view = renderApp('/?auth=login');
  await view.user.click(await screen.findByRole('button', { name: '¿Olvidaste tu contraseña?' }));
  const dialog = await screen.findByRole('dialog', { name: 'Recupera tu contraseña' });
  const email = within(dialog).getByLabelText('Correo electrónico');
  const submit = within(dialog).getByRole('button', { name: 'Enviar enlace' });
  return { ...view, dialog, email, submit };
}

const resetMailsTo = (address: string) =>
  db.state.emails.filter(
    (mail) => mail.to === address && mail.links.some((link) => link.href.startsWith('/reset-')),
  );

describe('password recovery dialog', () => {
  it('requires the e-mail', async () => {
    const { user, submit } = await openRecovery();
    await user.click(submit);
    expect(await screen.findByText('El correo electrónico es requerido')).toBeInTheDocument();
  });

  it('rejects an e-mail without a valid format, and clears the message on edit', async () => {
    const { user, email, submit } = await openRecovery();
    await user.type(email, 'demo@');
    await user.click(submit);
    expect(
      await screen.findByText('Por favor ingresa un correo electrónico válido'),
    ).toBeInTheDocument();
    await user.type(email, 'oportuna.cl');
    expect(
      screen.queryByText('Por favor ingresa un correo electrónico válido'),
    ).not.toBeInTheDocument();
  });

  it('sends the reset link to an existing account and closes', async () => {
    const { user, email, submit } = await openRecovery();
    await user.type(email, 'demo@oportuna.cl');
    await user.click(submit);

    const toast = await findToast('Solicitud enviada');
    expect(toast).toHaveTextContent(
      'Si el correo está registrado, te enviaremos instrucciones para restablecer tu contraseña.',
    );
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Recupera tu contraseña' }),
      ).not.toBeInTheDocument(),
    );
    const [mail] = resetMailsTo('demo@oportuna.cl');
    expect(mail?.links[0]?.href).toMatch(/^\/reset-password-confirmation\/.+/);
  });

  it('answers the same for an unknown address, and sends nothing', async () => {
    const { user, email, submit } = await openRecovery();
    const mailsBefore = db.state.emails.length;
    await user.type(email, 'nadie@ejemplo.cl');
    await user.click(submit);

    const toast = await findToast('Solicitud enviada');
    expect(toast).toHaveTextContent(
      'Si el correo está registrado, te enviaremos instrucciones para restablecer tu contraseña.',
    );
    expect(db.state.emails).toHaveLength(mailsBefore);
  });

  it("shows 'Error' with the server's message when the request fails, and stays open", async () => {
    faults.add({ kind: 'server-error', path: '/recover-password', method: 'POST', times: 1 });
    const { user, email, submit, dialog } = await openRecovery();
    await user.type(email, 'demo@oportuna.cl');
    await user.click(submit);

    const toast = await findToast('Error');
    expect(toast).toHaveTextContent('Server error. Please try again later.');
    expect(dialog).toBeInTheDocument();
    expect(email).toHaveValue('demo@oportuna.cl');
    expect(resetMailsTo('demo@oportuna.cl')).toHaveLength(0);
  });

  it("closes with 'Cancelar' without sending anything", async () => {
    const { user, email } = await openRecovery();
    const mailsBefore = db.state.emails.length;
    await user.type(email, 'demo@oportuna.cl');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Recupera tu contraseña' }),
      ).not.toBeInTheDocument(),
    );
    expect(db.state.emails).toHaveLength(mailsBefore);
  });
});
