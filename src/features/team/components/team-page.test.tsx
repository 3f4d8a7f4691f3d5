import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { recordRequests } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { findToast, signInAs } from '@/testing/test-utils';

import { invitationLinksQueryOptions } from '../api/get-invitation-links';
import { TeamPage } from './team-page';

/**
 * Comercial Andes SpA (company 1) as the seed has it: Daniela Muñoz Rojas (demo, id 1) owns it,
 * Joaquín Valdés and Fernanda Castro joined with an invitation; two links are active, the generic
 * one used 1 of 5 times and a personal one for camila.rojas@andes.cl.
 */
async function setup(account: 'demo' | 'joaquin' = 'demo') {
  const { user } = await signInAs(account);
  const requests = recordRequests();
  const view = renderWithProviders(<TeamPage companyId={1} userId={user.id} />, {
    url: '/dashboard/equipo-de-trabajo',
  });
  return { ...view, requests };
}

const invite = () => screen.findByRole('region', { name: 'Invita a tu equipo' });
const itemTexts = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('TeamPage', () => {
  it("lists the company's people, its guests and, for the owner, the active links", async () => {
    await setup();

    const members = await screen.findByRole('list', { name: 'Integrantes' });
    expect(itemTexts(members)).toEqual(
      expect.arrayContaining([
        'Daniela Muñoz Rojas (tú)demo@oportuna.cl',
        'Joaquín Valdésjoaquin.valdes@andes.cl',
        'Fernanda Castrofernanda.castro@andes.cl',
      ]),
    );
    const guests = await screen.findByRole('list', { name: 'Invitados' });
    expect(itemTexts(guests)).toEqual([
      'Fernanda Castro Invitadofernanda.castro@andes.cl Quitar',
      'Joaquín Valdés Invitadojoaquin.valdes@andes.cl Quitar',
    ]);
    expect(within(guests).getByRole('button', { name: 'Quitar a Joaquín Valdés' })).toBeVisible();

    const links = within(await invite()).getByRole('list', { name: 'Links activos' });
    expect(itemTexts(links)).toEqual([
      'GeneralUsado 1 de 5 · vence el 31-12-2030 CopiarRevocar',
      'Personal: camila.rojas@andes.clUsado 0 de 1 · vence el 31-12-2030 CopiarRevocar',
    ]);
  });

  it('generates a generic link, after refusing a use limit out of range', async () => {
    const { user, requests } = await setup();
    const section = await invite();
    const uses = within(section).getByLabelText('Cuántas personas pueden usarlo');
    const generate = within(section).getByRole('button', { name: 'Generar link' });

    await user.clear(uses);
    await user.type(uses, '0');
    await user.click(generate);
    expect(
      within(section).getByText('Indica cuántas personas pueden usar el link (entre 1 y 50).'),
    ).toBeVisible();
    expect(uses).toHaveAttribute('aria-invalid', 'true');
    expect(requests.to('POST', '/users/invitation-link')).toHaveLength(0);

    await user.clear(uses);
    await user.type(uses, '3');
    await user.click(generate);
    expect(await findToast('Link generado')).toHaveTextContent(
      'Cópialo y compártelo con tu equipo.',
    );
    const links = within(section).getByRole('list', { name: 'Links activos' });
    expect(await within(links).findByText(/^Usado 0 de 3 · vence el/)).toBeVisible();
    // Once the list is fresh the button is back: the one status left is the new link.
    await waitFor(() => expect(generate).toBeEnabled());
    const created = within(section).getByRole('status');
    expect(created).toHaveTextContent('Tu link de invitación:');
    const url = within(created).getByText(/\/invitation\/[^/]+\/1$/);
    expect(await requests.bodies('POST', '/users/invitation-link')).toEqual([{ maxCount: 3 }]);
    expect(
      within(section).queryByText('Indica cuántas personas pueden usar el link (entre 1 y 50).'),
    ).not.toBeInTheDocument();

    await user.click(within(created).getByRole('button', { name: 'Copiar link' }));
    expect(await findToast('Link copiado')).toHaveTextContent(
      'Compártelo con quien quieras invitar.',
    );
    expect(await navigator.clipboard.readText()).toBe(url.textContent);
  });

  it('generates a personal link for a well-formed e-mail only', async () => {
    const { user, requests } = await setup();
    const section = await invite();
    await user.click(within(section).getByLabelText('Link personal (un correo)'));
    const email = within(section).getByLabelText('Correo de la persona invitada');

    await user.type(email, 'pedro@');
    await user.click(within(section).getByRole('button', { name: 'Generar link' }));
    expect(within(section).getByText('Ingrese un correo electrónico válido')).toBeVisible();
    expect(requests.to('POST', '/users/invitation-link')).toHaveLength(0);

    await user.clear(email);
    await user.type(email, ' pedro.soto@andes.cl ');
    await user.click(within(section).getByRole('button', { name: 'Generar link' }));
    const links = within(section).getByRole('list', { name: 'Links activos' });
    expect(await within(links).findByText('Personal: pedro.soto@andes.cl')).toBeVisible();
    expect(await requests.bodies('POST', '/users/invitation-link')).toEqual([
      { invitedUserEmail: 'pedro.soto@andes.cl' },
    ]);
    expect(email).toHaveValue('');
  });

  it('revokes a link once the owner confirms', async () => {
    const { user } = await setup();
    const section = await invite();
    await user.click(
      within(section).getByRole('button', { name: 'Revocar link general (usado 1 de 5)' }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: '¿Revocar este link?' });
    expect(confirm).toHaveTextContent(
      'Quien lo tenga ya no podrá unirse con él. Esta acción no se puede deshacer.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Sí, revocar' }));

    expect(await findToast('Link revocado')).toBeInTheDocument();
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    const links = within(section).getByRole('list', { name: 'Links activos' });
    await waitFor(() => expect(links).not.toHaveTextContent('Usado 1 de 5'));
    expect(links).toHaveTextContent('Personal: camila.rojas@andes.cl');
  });

  it('removes a guest once the owner confirms, from the guests and the people', async () => {
    const { user } = await setup();
    const guests = await screen.findByRole('list', { name: 'Invitados' });
    await user.click(within(guests).getByRole('button', { name: 'Quitar a Joaquín Valdés' }));
    const confirm = await screen.findByRole('alertdialog', { name: '¿Quitar a Joaquín Valdés?' });
    expect(confirm).toHaveTextContent(
      'Dejará de ver las búsquedas, etiquetas y archivos de la empresa.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Sí, quitar' }));

    expect(await findToast('Integrante quitado')).toBeInTheDocument();
    await waitFor(() => expect(guests).not.toHaveTextContent('Joaquín Valdés'));
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Integrantes' })).not.toHaveTextContent(
        'Joaquín Valdés',
      ),
    );
  });

  it('shows a member the people and guests, without invitations or removal', async () => {
    const { queryClient } = await setup('joaquin');
    // The links' answer says whether the user may manage them: wait for it.
    await waitFor(() =>
      expect(queryClient.getQueryState(invitationLinksQueryOptions(1).queryKey)?.status).toBe(
        'success',
      ),
    );
    const guests = await screen.findByRole('list', { name: 'Invitados' });
    expect(within(guests).queryByRole('button')).not.toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Integrantes' })).toHaveTextContent(
      'Joaquín Valdés (tú)',
    );
    expect(screen.queryByRole('region', { name: 'Invita a tu equipo' })).not.toBeInTheDocument();
  });
});
