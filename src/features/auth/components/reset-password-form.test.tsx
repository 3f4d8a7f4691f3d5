import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { login } from '@/features/auth/api/login';
import { recoverPassword } from '@/features/auth/api/recover-password';
import { resetPassword } from '@/features/auth/api/reset-password';
import { db } from '@/mocks/db/database';
import { DEMO_ACCOUNTS } from '@/mocks/seed/accounts';
import { findToast, renderApp } from '@/testing/test-utils';

import { RESET_REDIRECT_MS } from './reset-password-form';

const { demo } = DEMO_ACCOUNTS;
const NEW_PASSWORD = 'Nueva2026x';

/** A real reset token: requested through the recovery endpoint, read from the mock database. */
async function requestResetToken(email = demo.email) {
  await recoverPassword({ email });
  const user = db.state.users.find((candidate) => candidate.email === email);
  const entry = db.state.oneTimeTokens
    .filter((token) => token.kind === 'password-reset' && token.userId === user?.id)
    .at(-1);
  if (!entry) throw new Error(`No reset token for ${email}`);
  return entry.token;
}

async function openReset(token: string) {
  const view = renderApp(`/reset-password-confirmation/${token}`);
  await screen.findByRole('heading', { name: 'Crea una nueva contraseña' });
  const form = screen.getByRole('form', { name: 'Restablecer contraseña' });
  return {
    ...view,
    password: within(form).getByLabelText('Nueva contraseña'),
    confirmPassword: within(form).getByLabelText('Confirmar contraseña'),
    submit: within(form).getByRole('button', { name: 'Restablecer contraseña' }),
  };
}

describe('password reset screen', () => {
  it("shows 'Token inválido' when the link has no token", async () => {
    renderApp('/reset-password-confirmation/');
    expect(await screen.findByRole('heading', { name: 'Token inválido' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Nueva contraseña')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute(
      'href',
      '/?auth=login',
    );
  });

  it('keeps the button disabled while either field is empty', async () => {
    const { user, password, confirmPassword, submit } = await openReset('cualquiera');
    expect(submit).toBeDisabled();
    await user.type(password, NEW_PASSWORD);
    expect(submit).toBeDisabled();
    await user.type(confirmPassword, NEW_PASSWORD);
    expect(submit).toBeEnabled();
    await user.clear(password);
    expect(submit).toBeDisabled();
  });

  it.each([
    ['Ab1cdef', 'La contraseña debe tener al menos 8 caracteres'],
    ['abcdefgh1', 'La contraseña debe contener al menos una mayúscula, una minúscula y un número'],
    ['ABCDEFGH1', 'La contraseña debe contener al menos una mayúscula, una minúscula y un número'],
    ['Abcdefghi', 'La contraseña debe contener al menos una mayúscula, una minúscula y un número'],
  ])('rejects the password %j with %j', async (value, message) => {
    const token = await requestResetToken();
    const { user, password, confirmPassword, submit } = await openReset(token);
    await user.type(password, value);
    await user.type(confirmPassword, value);
    await user.click(submit);
    expect(await screen.findByText(message)).toBeInTheDocument();
    // Nothing reached the server: the token is still unused.
    expect(db.state.oneTimeTokens.find((entry) => entry.token === token)?.usedAt).toBeNull();
  });

  it('rejects a confirmation that differs from the password', async () => {
    const { user, password, confirmPassword, submit } = await openReset('cualquiera');
    await user.type(password, NEW_PASSWORD);
    await user.type(confirmPassword, `${NEW_PASSWORD}!`);
    await user.click(submit);
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeInTheDocument();
  });

  it('saves the new password, says so, and returns to the landing page after 2 s', async () => {
    expect(RESET_REDIRECT_MS).toBe(2000);
    const token = await requestResetToken();
    const { user, password, confirmPassword, submit, router } = await openReset(token);
    await user.type(password, NEW_PASSWORD);
    await user.type(confirmPassword, NEW_PASSWORD);
    const submittedAt = Date.now();
    await user.click(submit);

    expect(
      await screen.findByRole('heading', { name: 'Contraseña restablecida exitosamente' }),
    ).toBeInTheDocument();
    await findToast('Contraseña restablecida exitosamente');
    expect(router.state.location.pathname).toBe(`/reset-password-confirmation/${token}`);

    expect(
      await screen.findByRole(
        'heading',
        { name: 'Tu próxima venta al Estado empieza aquí' },
        { timeout: 6000 },
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    // The redirect waits the 2 s after the save, which came after the click.
    expect(Date.now() - submittedAt).toBeGreaterThanOrEqual(RESET_REDIRECT_MS);

    await expect(login({ email: demo.email, password: NEW_PASSWORD })).resolves.toMatchObject({
      name: demo.name,
    });
    await expect(login({ email: demo.email, password: demo.password })).rejects.toMatchObject({
      status: 401,
    });
  }, 10_000);

  it("says 'Token inválido o expirado' for a link that was already used", async () => {
    const token = await requestResetToken();
    await resetPassword(token, 'Primera2026');
    const { user, password, confirmPassword, submit } = await openReset(token);
    await user.type(password, NEW_PASSWORD);
    await user.type(confirmPassword, NEW_PASSWORD);
    await user.click(submit);

    const toast = await findToast('Error');
    expect(toast).toHaveTextContent('Token inválido o expirado');
    expect(screen.getByRole('heading', { name: 'Crea una nueva contraseña' })).toBeInTheDocument();
  });

  it("says 'Token no encontrado' for an unknown token", async () => {
    const { user, password, confirmPassword, submit } = await openReset('token-inventado');
    await user.type(password, NEW_PASSWORD);
    await user.type(confirmPassword, NEW_PASSWORD);
    await user.click(submit);

    const toast = await findToast('Error');
    expect(toast).toHaveTextContent('Token no encontrado');
    await expect(login({ email: demo.email, password: NEW_PASSWORD })).rejects.toMatchObject({
      status: 401,
    });
  });
});
