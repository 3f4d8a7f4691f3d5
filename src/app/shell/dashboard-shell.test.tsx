import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { App } from '@/app';
import { createApp, routerReady } from '@/app/create-app';
import { holdRequests } from '@/testing/mock-api';
import { expectStaticShell } from '@/testing/static-shells';
import { signInAs } from '@/testing/test-utils';

afterEach(() => window.history.replaceState(null, '', '/'));

describe("index.html's static dashboard", () => {
  it("is the app's render at '/dashboard' while the session is checked", async () => {
    await signInAs('demo');
    holdRequests({ method: 'GET', path: '/users/me' });
    window.history.replaceState(null, '', '/dashboard');
    const app = createApp();
    await routerReady(app.router);
    const { container } = render(
      <StrictMode>
        <App app={app} />
      </StrictMode>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Verificando sesión...');
    expect(screen.getByRole('heading', { level: 1, name: 'Búsquedas IA' })).toBeInTheDocument();
    expect(screen.getByText('Describe lo que vendes y te mostramos dónde venderlo')).toBeVisible();
    // The frame itself: what the app adds beside it later (its toaster) is not painted first.
    expectStaticShell('dashboard', container.firstElementChild!.outerHTML);
  });
});
