import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { getToken } from '@/lib/session';
import { createMockGoogleIdToken } from '@/mocks/areas/accounts/google-id-tokens';
import { renderWithProviders } from '@/testing/render-with-providers';
import { findToast } from '@/testing/test-utils';

import GoogleIdentitySignIn from './google-oauth-button';

type IdConfig = { client_id: string; callback: (answer: { credential?: string }) => void };
type Moment = { isSkippedMoment: () => boolean; getSkippedReason: () => string | undefined };

/**
 * A stand-in for Google's script (no network to Google in a test): the provider adds Google's
 * <script>; the test plays its load (or its failure) and then Google's answers.
 */
function renderWithFakeGoogle() {
  let config: IdConfig | undefined;
  let listener: ((moment: Moment) => void) | undefined;
  const id = {
    initialize: vi.fn((next: IdConfig) => {
      config = next;
    }),
    renderButton: vi.fn(),
    prompt: vi.fn((next?: (moment: Moment) => void) => {
      listener = next;
    }),
    cancel: vi.fn(),
  };
  vi.stubGlobal('google', { accounts: { id } });
  const onOwnButton = vi.fn();
  const view = renderWithProviders(
    <GoogleIdentitySignIn
      clientId="cliente-de-prueba"
      request={1}
      onPendingChange={() => {}}
      onOwnButton={onOwnButton}
    />,
    { url: '/' },
  );
  const script = document.querySelector<HTMLScriptElement>(
    'script[src^="https://accounts.google.com/gsi/client"]',
  );
  if (!script) throw new Error("Google's script was not added");
  return {
    ...view,
    loadScript: () => act(() => script.dispatchEvent(new Event('load'))),
    failScript: () => act(() => script.dispatchEvent(new Event('error'))),
    /** Google's chooser answering (after the script loaded). */
    answer: (credential?: string) => {
      if (!config) throw new Error('Google was not initialised');
      const { callback } = config;
      act(() => callback(credential === undefined ? {} : { credential }));
    },
    /** Google's chooser skipped: by the visitor, or because it could not show. */
    skip: (reason: string) =>
      act(() => listener?.({ isSkippedMoment: () => true, getSkippedReason: () => reason })),
    id,
    onOwnButton,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("Google's sign-in with a client id, asked for by a press", () => {
  it("initialises Google with the client id and opens its chooser over the browser's FedCM", async () => {
    const { loadScript, id } = renderWithFakeGoogle();
    await loadScript();
    expect(id.initialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: 'cliente-de-prueba', use_fedcm_for_prompt: true }),
    );
    expect(id.prompt).toHaveBeenCalledTimes(1);
    expect(id.renderButton).not.toHaveBeenCalled();
  });

  it('a credential goes to our server, which signs the user in', async () => {
    const { loadScript, answer, router } = renderWithFakeGoogle();
    await loadScript();
    answer(await createMockGoogleIdToken({ email: 'demo@oportuna.cl', name: 'Daniela' }));
    expect(await findToast('¡Autenticación exitosa!')).toBeInTheDocument();
    expect(getToken()).not.toBeNull();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.queryByText('Error de autenticación con Google')).toBeNull();
  });

  it("the chooser closed by the visitor: 'Autenticación cancelada por el usuario'", async () => {
    const { loadScript, skip, onOwnButton } = renderWithFakeGoogle();
    await loadScript();
    skip('user_cancel');
    const toast = await findToast('Error de autenticación con Google');
    expect(toast).toHaveTextContent('Autenticación cancelada por el usuario');
    expect(onOwnButton).not.toHaveBeenCalled();
  });

  it("the chooser unable to show: Google's own button takes our button's place", async () => {
    const { loadScript, skip, id, onOwnButton } = renderWithFakeGoogle();
    await loadScript();
    skip('issuing_failed');
    expect(onOwnButton).toHaveBeenCalledTimes(1);
    expect(id.renderButton).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Error de autenticación con Google')).toBeNull();
  });

  it("an answer without a credential: 'Error durante la autenticación'", async () => {
    const { loadScript, answer } = renderWithFakeGoogle();
    await loadScript();
    answer();
    const toast = await findToast('Error de autenticación con Google');
    expect(toast).toHaveTextContent('Error durante la autenticación');
    expect(getToken()).toBeNull();
  });

  it("Google's script not loading: 'Error de red. Verifica tu conexión a internet'", async () => {
    const { failScript } = renderWithFakeGoogle();
    await failScript();
    const toast = await findToast('Error de autenticación con Google');
    expect(toast).toHaveTextContent('Error de red. Verifica tu conexión a internet');
  });
});
