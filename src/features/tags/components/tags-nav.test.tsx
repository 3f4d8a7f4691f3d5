import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { faults, recordRequests } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { putCompanyTags } from '@/testing/tags';
import { signInAs } from '@/testing/test-utils';

import { TagsNav } from './tags-nav';

beforeEach(async () => {
  await signInAs('demo');
});

const NAMES = [
  'Postular',
  'Revisar bases',
  'Descartada',
  'Seguimiento',
  'Urgente',
  'Enero',
  'Aseo',
];

function setup(names = NAMES) {
  putCompanyTags(
    names.map((name, index) => ({ id: 700 + index, name, receiveNotifications: index === 1 })),
  );
  const requests = recordRequests();
  const view = renderWithProviders(<TagsNav companyId={1} />, { sidebar: true });
  return { ...view, requests };
}

const links = () =>
  screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('href')?.startsWith('/dashboard/etiquetas/'));

describe("the sidebar's 'Etiquetas' section", () => {
  it('asks for nothing while closed, and loads its list when opened', async () => {
    const { user, requests } = setup();
    const toggle = screen.getByRole('button', { name: 'Etiquetas' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(requests.to('GET', '/tags')).toHaveLength(0);

    await user.click(toggle);
    expect(await screen.findByRole('link', { name: 'Postular' })).toHaveAttribute(
      'href',
      '/dashboard/etiquetas/700',
    );
    expect(requests.to('GET', '/tags')).toHaveLength(1);
  });

  it("lists 5, then 'Ver más (N restantes)' and 'Ver menos'; 'Ver todas' leads to the page", async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Etiquetas' }));
    await screen.findByRole('link', { name: 'Postular' });
    expect(links().map((link) => link.textContent)).toEqual([
      'Postular',
      'Revisar bases(avisos activados)',
      'Descartada',
      'Seguimiento',
      'Urgente',
    ]);
    const more = screen.getByRole('button', { name: 'Ver más (2 restantes)' });
    await user.click(more);
    expect(links()).toHaveLength(7);
    await user.click(screen.getByRole('button', { name: 'Ver menos' }));
    expect(links()).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Ver todas' })).toHaveAttribute(
      'href',
      '/dashboard/etiquetas',
    );
  });

  it("shows no 'Ver más' with 5 or fewer, and says when there are none", async () => {
    const { user, unmount } = setup(NAMES.slice(0, 5));
    await user.click(screen.getByRole('button', { name: 'Etiquetas' }));
    await screen.findByRole('link', { name: 'Postular' });
    expect(screen.queryByRole('button', { name: /Ver más/ })).not.toBeInTheDocument();
    unmount();

    setup([]);
    expect(await screen.findByText('Aún no tienes etiquetas')).toBeVisible();
  });

  it('offers Editar, Activar avisos and Eliminar for each tag', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Etiquetas' }));
    await user.click(
      await screen.findByRole('button', { name: 'Acciones de la etiqueta «Revisar bases»' }),
    );
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Editar', 'Desactivar avisos', 'Eliminar']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Editar' }));
    expect(await screen.findByRole('dialog', { name: 'Editar etiqueta' })).toBeVisible();
  });

  it("a failed list says so and 'Reintentar' loads it again", async () => {
    faults.add({ kind: 'server-error', method: 'GET', path: '/tags', times: 3 });
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Etiquetas' }));
    expect(
      await screen.findByText('Error al cargar etiquetas', {}, { timeout: 5000 }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'Postular' })).toBeVisible();
  });
});
