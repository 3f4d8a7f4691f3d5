import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderApp, signInAs } from '@/testing/test-utils';

describe('/dashboard/planes', () => {
  it("shows the three plans, marks the user's own and what it allows today", async () => {
    await signInAs('demo');
    renderApp('/dashboard/planes');

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Tu plan: Básico' }),
    ).toBeInTheDocument();
    // Demo has two saved searches of the five the plan básico allows.
    expect(await screen.findByText('2 de 5 en uso')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Búsquedas guardadas: 2 de 5' })).toBeVisible();

    const basic = screen.getByRole('region', { name: 'Plan Básico' });
    expect(within(basic).getByText('Tu plan actual')).toBeInTheDocument();
    expect(within(basic).getByText('UF 3 / mes')).toBeInTheDocument();
    expect(within(basic).getByText('Usuario adicional UF 0,2')).toBeInTheDocument();
    const pro = screen.getByRole('region', { name: 'Plan Pro' });
    expect(within(pro).getByText('Más popular')).toBeInTheDocument();
    expect(within(pro).queryByText('Tu plan actual')).not.toBeInTheDocument();
    const enterprise = screen.getByRole('region', { name: 'Plan Empresa' });
    expect(within(enterprise).getByText('A convenir')).toBeInTheDocument();
    expect(within(enterprise).getByRole('link', { name: 'Contactar' })).toHaveAttribute(
      'href',
      'mailto:ventas@oportuna.cl?subject=Plan%20Empresa',
    );
  });

  it('opens from the user menu', async () => {
    await signInAs('supervisor');
    const { user, router } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: /Menú de usuario/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Planes' }));
    expect(router.state.location.pathname).toBe('/dashboard/planes');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Tu plan: Pro' }),
    ).toBeInTheDocument();
  });
});
