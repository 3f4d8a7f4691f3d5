import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { paths } from '@/config/paths';
import { rememberOpportunity } from '@/lib/recent-opportunities';
import { db } from '@/mocks/core/database';
import { renderApp, signInAs } from '@/testing/test-utils';

/** `signedIn` runs once the user is signed in: what the browser keeps for them (recents). */
async function openPalette(url: string = paths.dashboard.profile.getHref(), signedIn = () => {}) {
  await signInAs('demo');
  signedIn();
  const app = renderApp(url);
  const trigger = await screen.findByRole('button', { name: 'Ir a… (Ctrl+K)' });
  trigger.focus();
  await app.user.keyboard('{Control>}k{/Control}');
  const dialog = await screen.findByRole('dialog', { name: 'Ir a' });
  return { ...app, trigger, dialog, input: within(dialog).getByRole('combobox') };
}

// Each test signs in and renders the whole app: more than the default 5 s on a busy machine.
describe('command palette', { timeout: 20_000 }, () => {
  it('opens with Ctrl+K, filters without accents and goes to the chosen page by keyboard', async () => {
    const { user, router, input, dialog, trigger } = await openPalette();
    expect(input).toHaveFocus();
    await user.type(input, 'busqueda guard');
    const listbox = within(dialog).getByRole('listbox');
    await waitFor(() =>
      expect(within(listbox).getAllByRole('option')[0]).toHaveTextContent('Búsquedas guardadas'),
    );
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(paths.dashboard.savedSearches.getHref()),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The focus goes back to where it was before the palette opened.
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('lists saved searches and tags from the server, and opens a tag', async () => {
    const { user, router, input, dialog } = await openPalette();
    const tag = db.state.tags.find((candidate) => candidate.companyId === 1)!;
    await user.type(input, tag.name);
    const group = await within(dialog).findByRole('group', { name: 'Etiquetas' });
    const option = within(group).getByRole('option', { name: tag.name });
    await user.click(option);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(paths.dashboard.tags.getHref(tag.id)),
    );
  });

  it('finds a recent opportunity by its code or its name, and opens a typed code', async () => {
    const { user, router, input, dialog } = await openPalette(undefined, () =>
      rememberOpportunity({ codigo: '6164-39-LP26', nombre: 'Servicio de aseo hospitalario' }),
    );
    await user.type(input, 'aseo hosp');
    expect(
      await within(dialog).findByRole('option', { name: /6164-39-LP26 Servicio de aseo/ }),
    ).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '2402-26-le26');
    await user.click(
      await within(dialog).findByRole('option', { name: /Abrir la oportunidad 2402-26-LE26/ }),
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        paths.dashboard.opportunity.getHref('2402-26-LE26'),
      ),
    );
  });

  it('runs an AI search with what was typed', async () => {
    const { user, input, dialog } = await openPalette();
    await user.type(input, 'mobiliario escolar');
    await user.click(
      await within(dialog).findByRole('option', {
        name: /Buscar oportunidades: «mobiliario escolar»/,
      }),
    );
    expect(await screen.findByLabelText('¿Qué vende tu empresa?')).toHaveValue(
      'mobiliario escolar',
    );
    expect(
      await screen.findByRole(
        'heading',
        { name: /oportunidades encontradas/ },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  });
});
