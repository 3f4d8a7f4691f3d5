import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { getToken } from '@/lib/session';
import { createMockGoogleIdToken } from '@/mocks/areas/accounts/google-id-tokens';
import { renderWithProviders } from '@/testing/render-with-providers';
import { findToast } from '@/testing/test-utils';

import { GoogleIdButton } from './google-oauth-button';

type IdConfig = { client_id: string; callback: (answer: { credential?: string }) => void };

/**
 * A stand-in for Google's script (no network to Google in a test): the button's provider adds
 * Google's <script>; the test plays its load (or its failure) and then Google's answers.
 */
function renderWithFakeGoogle() {
  let config: IdConfig | undefined;
  const id = {
    initialize: vi.fn((next: IdConfig) => {
      config = next;
    }),
    renderButton: vi.fn(),
    prompt: vi.fn(),
    cancel: vi.fn(),
  };
  vi.stubGlobal('google', { accounts: { id } });
  const view = renderWithProviders(<GoogleIdButton clientId="cliente-de-prueba" />, { url: '/' });
  const script = document.querySelector<HTMLScriptElement>(
    'script[src^="https://accounts.google.com/gsi/client"]',
  );
  if (!script) throw new Error("Google's script was not added");
  return {
    ...view,
    loadScript: () => act(() => script.dispatchEvent(new Event('load'))),
    failScript: () => act(() => script.dispatchEvent(new Event('error'))),
    /** Google's answer to the button (after the script loaded). */
    answer: (credential?: string) => {
      if (!config) throw new Error('Google was not initialised');
      const { callback } = config;
      act(() => callback(credential === undefined ? {} : { credential }));
    },
    id,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("Google's own button", () => {
  it('initialises Google with the client id and draws its button', async () => {
    const { loadScript, id } = renderWithFakeGoogle();
    await loadScript();
    expect(id.initialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: 'cliente-de-prueba' }),
    );
    expect(id.renderButton).toHaveBeenCalledTimes(1);
  });

  it("an answer without a credential (its onError): 'Error durante la autenticación'", async () => {
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

  it('a credential goes to our server, which signs the user in', async () => {
    const { loadScript, answer, router } = renderWithFakeGoogle();
    await loadScript();
    answer(await createMockGoogleIdToken({ email: 'demo@oportuna.cl', name: 'Daniela' }));
    expect(await findToast('¡Autenticación exitosa!')).toBeInTheDocument();
    expect(getToken()).not.toBeNull();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.queryByText('Error de autenticación con Google')).toBeNull();
  });
});
