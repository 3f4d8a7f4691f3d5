import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import type { Tag } from '@/entities/tag/api/tag-schema';
import { db, recordRequests } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { putCompanyTags } from '@/testing/tags';
import { findToast, signInAs } from '@/testing/test-utils';

import { TAG_CONFLICT_MESSAGES } from '../lib/tag-conflict';
import { TagActionDialog } from './tag-action-dialog';

/*
 * Two tabs editing one tag (issue 39): the second one's save finds the first one's change on the
 * server, says so and writes nothing; a second press saves over it on purpose.
 */

let postular: Tag;

beforeEach(async () => {
  await signInAs('demo');
  const [tag] = putCompanyTags([{ id: 901, name: 'Postular', color: '#22c55e', on: [] }]);
  postular = { id: '901', name: tag!.name, color: tag!.color, receiveNotifications: false };
});

/** What the other tab did meanwhile, straight on the server. */
function otherTab(change: (tag: { name: string; color: string }) => void) {
  db.write((state) => {
    const tag = state.tags.find((entry) => entry.id === 901);
    if (tag) change(tag);
  });
}

const stored = () => db.state.tags.find((tag) => tag.id === 901);

describe.each(['sidebar', 'page'] as const)('editing a tag another tab changed (%s)', (source) => {
  it('says so, writes nothing and keeps what was typed; a second press saves', async () => {
    const requests = recordRequests();
    const { user } = renderWithProviders(
      <TagActionDialog
        companyId={1}
        action={{ kind: 'edit', tag: postular }}
        open
        onOpenChange={() => {}}
        source={source}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar etiqueta' });
    const name = within(dialog).getByLabelText('Nombre');
    await user.clear(name);
    await user.type(name, 'Postular ahora');
    otherTab((tag) => {
      tag.name = 'Postular (revisado)';
    });

    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(
      await findToast(TAG_CONFLICT_MESSAGES.changed({ name: 'Postular (revisado)' })),
    ).toBeInTheDocument();
    expect(requests.all.filter((request) => request.method === 'PUT')).toEqual([]);
    expect(stored()?.name).toBe('Postular (revisado)');
    expect(within(dialog).getByLabelText('Nombre')).toHaveValue('Postular ahora');

    // Told, the person saves again: theirs replaces the other change, on purpose.
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await findToast(
      source === 'sidebar'
        ? 'La etiqueta se ha actualizado correctamente.'
        : 'Etiqueta actualizada correctamente',
    );
    expect(stored()?.name).toBe('Postular ahora');
  });

  it('says the tag is gone when the other tab deleted it', async () => {
    const requests = recordRequests();
    const { user } = renderWithProviders(
      <TagActionDialog
        companyId={1}
        action={{ kind: 'edit', tag: postular }}
        open
        onOpenChange={() => {}}
        source={source}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar etiqueta' });
    db.write((state) => {
      state.tags = state.tags.filter((tag) => tag.id !== 901);
    });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await findToast(TAG_CONFLICT_MESSAGES.gone)).toBeInTheDocument();
    expect(requests.all.filter((request) => request.method === 'PUT')).toEqual([]);
  });
});

it('the alerts switch keeps a name another tab gave the tag', async () => {
  const { user } = renderWithProviders(
    <TagActionDialog
      companyId={1}
      action={{ kind: 'alerts', tag: postular }}
      open
      onOpenChange={() => {}}
      source="sidebar"
    />,
  );
  const dialog = await screen.findByRole('alertdialog', {
    name: '¿Activar avisos de esta etiqueta?',
  });
  otherTab((tag) => {
    tag.name = 'Postular (revisado)';
  });
  await user.click(within(dialog).getByRole('button', { name: 'Sí, activar' }));
  await findToast('Notificaciones activadas');
  await expect.poll(() => stored()?.receiveNotifications).toBe(true);
  expect(stored()?.name).toBe('Postular (revisado)');
});
