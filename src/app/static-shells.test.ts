import { afterEach, describe, expect, it } from 'vitest';

import { SIDEBAR_COOKIE_NAME } from '@/components/ui/sidebar-state';
import { STORAGE_KEYS } from '@/lib/session';
import { runIndexHtml } from '@/testing/static-shells';

/** Where index.html's inline script is run, with what in storage, the cookie and history. */
function openIndexHtml(
  url: string,
  {
    storage = {},
    cookie,
    state = null,
  }: { storage?: Record<string, string>; cookie?: string; state?: unknown } = {},
) {
  window.history.replaceState(state, '', url);
  localStorage.clear();
  for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
  if (cookie) document.cookie = cookie;
  const root = runIndexHtml();
  return { shell: root.dataset.shell, text: root.textContent };
}

const signedIn = { [STORAGE_KEYS.authToken]: 'token' };

afterEach(() => {
  window.history.replaceState(null, '', '/');
  document.cookie = `${SIDEBAR_COOKIE_NAME}=; max-age=0; path=/`;
  document.body.replaceChildren();
});

describe("index.html's script, before any module", () => {
  it("paints the landing for a visitor at '/', with nothing else asked of it", () => {
    const { shell, text } = openIndexHtml('/');
    expect(shell).toBe('landing');
    expect(text).toContain('Encuentra las licitaciones que tu empresa puede ganar.');
    for (const url of ['/?auth=login', '/terminos-y-condiciones', '/dashboard']) {
      expect(openIndexHtml(url).shell, url).toBeUndefined();
    }
    expect(
      openIndexHtml('/', { storage: { [STORAGE_KEYS.pendingInvitation]: '{}' } }).shell,
    ).toBeUndefined();
    // Back from a page that left state for the landing (e.g. 'volver'): the app draws it.
    expect(openIndexHtml('/', { state: { usr: { from: '/dashboard' } } }).shell).toBeUndefined();
  });

  it("paints the dashboard's frame for a signed-in user at '/dashboard' only", () => {
    const { shell, text } = openIndexHtml('/dashboard', { storage: signedIn });
    expect(shell).toBe('dashboard');
    expect(text).toContain('Verificando sesión...');
    expect(text).toContain('Búsquedas IA');
    expect(text).toContain('Describe lo que vendes y te mostramos dónde venderlo');
    for (const url of ['/', '/dashboard/tareas', '/dashboard/kpi']) {
      expect(openIndexHtml(url, { storage: signedIn }).shell, url).toBeUndefined();
    }
  });

  it('leaves the dashboard to the app when its copy would not be what the app draws', () => {
    // The sidebar collapsed to its rail, or a staff member acting as a user (with the banner).
    expect(
      openIndexHtml('/dashboard', {
        storage: signedIn,
        cookie: `${SIDEBAR_COOKIE_NAME}=false; path=/`,
      }).shell,
    ).toBeUndefined();
    expect(
      openIndexHtml('/dashboard', {
        storage: { ...signedIn, [STORAGE_KEYS.originalAuthToken]: 'staff' },
      }).shell,
    ).toBeUndefined();
  });
});
