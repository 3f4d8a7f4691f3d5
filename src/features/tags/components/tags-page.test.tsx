import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { findSignedInPage, renderApp, signInAs } from '@/testing/test-utils';

describe('/dashboard/etiquetas', () => {
  it("opens on the tag holding most opportunities, and labels each tag's alerts", async () => {
    await signInAs('demo');
    renderApp('/dashboard/etiquetas');
    await findSignedInPage('Etiquetas');
    // Comercial Andes' 'Postular' and 'Revisar bases' hold 4 each: the first of them is shown.
    const shown = await screen.findByRole('region', {
      name: 'Oportunidades con la etiqueta Postular',
    });
    expect(within(shown).getByRole('heading', { level: 2 })).toHaveTextContent('(4 oportunidades)');
    const alerts = screen.getByRole('switch', { name: 'Alertas de «Postular»' });
    expect(alerts.parentElement).toHaveTextContent('Alertas');
    // The address names no tag, so no card says it is the current page.
    expect(screen.getByRole('link', { name: /^Postular/ })).not.toHaveAttribute('aria-current');
  });

  it('says so, with where to tag, when the company has tagged nothing', async () => {
    await signInAs('admin');
    renderApp('/dashboard/etiquetas');
    await findSignedInPage('Etiquetas');
    expect(await screen.findByText(/^Aún no hay oportunidades etiquetadas\./)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Oportunidades con la etiqueta/ })).toBeNull();
  });
});
