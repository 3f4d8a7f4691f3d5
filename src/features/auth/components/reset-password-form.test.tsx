import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';

import { login } from '@/features/auth/api/log-in';
import { recoverPassword } from '@/features/auth/api/recover-password';
import { resetPassword } from '@/features/auth/api/reset-password';
import { db } from '@/mocks/core/database';
import { DEMO_ACCOUNTS } from '@/mocks/areas/accounts/seed';
import { findToast, renderApp } from '@/testing/test-utils';

const { demo } = DEMO_ACCOUNTS;
const NEW_PASSWORD = 'Nueva2026x';

afterEach(() => {
  vi.useRealTimers();
});

/**
 * Under fake timers the test moves: moves the clock 1 ms at a time until `assertion` holds (the
 * network, lazy routes and React go on in real time meanwhile). Gives up, with the assertion's
 * error, after 4 s of real time.
 */
async function stepUntil(assertion: () => void) {
  const giveUpAt = vi.getRealSystemTime() + 4_000;
  for (;;) {
    await act(() => vi.advanceTimersByTimeAsync(1));
    try {
      assertion();
      return;
    } catch (error) {
      if (vi.getRealSystemTime() > giveUpAt) throw error;
    }
  }
}

/**
 * The (fake) time at which an h1 reading `name` first showed, read as it is inserted: a timer the
 * screen sets as it shows (in that commit's effects) starts then. Null until it shows.
 */
function timeHeadingShows(name: string) {
  let shownAt: number | null = null;
  const observer = new MutationObserver(() => {
    const headings = Array.from(document.querySelectorAll('h1'));
    if (headings.some((heading) => heading.textContent === name)) {
      shownAt = Date.now();
      observer.disconnect();
    }
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  onTestFinished(() => observer.disconnect());
  return () => shownAt;
}

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

  it('saves the new password, says so, and returns to the landing page 2 s later', async () => {
    const token = await requestResetToken();
    const { user, password, confirmPassword, submit, router } = await openReset(token);
    await user.type(password, NEW_PASSWORD);
    await user.type(confirmPassword, NEW_PASSWORD);

    // From the save on, the clock moves only when the test moves it: 1 ms at a time until the
    // success screen shows, whose (fake) time is read as it shows. user-event waits on a 0 ms
    // timer after each action, which a held clock never fires: the button is clicked as is.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const saved = 'Contraseña restablecida exitosamente';
    const savedAt = timeHeadingShows(saved);
    fireEvent.click(submit);
    await stepUntil(() => expect(savedAt()).not.toBeNull());

    // Back to the start 2 s after the new password is saved.
    const resetPath = `/reset-password-confirmation/${token}`;
    await act(() => vi.advanceTimersByTimeAsync(savedAt()! + 1_999 - Date.now()));
    expect(router.state.location.pathname).toBe(resetPath);
    expect(router.state.navigation.state).toBe('idle');
    expect(screen.getByRole('heading', { name: saved })).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1));
    // At 2 s it leaves for '/' (whose route may still be loading).
    expect((router.state.navigation.location ?? router.state.location).pathname).toBe('/');

    vi.setTimerTickMode('interval');
    expect(
      await screen.findByRole('heading', { name: 'Tu próxima venta al Estado empieza aquí' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    // The toast that said so is still up (sonner keeps it 4 s).
    await findToast(saved);

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
