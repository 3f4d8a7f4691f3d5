import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { Tag } from '@/entities/tag/api/tag-schema';
import { db, faults, holdRequests, recordRequests } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { putCompanyTags, storedTagNames } from '@/testing/tags';
import { findToast, signInAs } from '@/testing/test-utils';

import { TagActionDialog, type TagAction } from './tag-action-dialog';

const OPPORTUNITY = '6164-39-LP26';

let seeded: Tag[];

beforeEach(async () => {
  await signInAs('demo');
  seeded = putCompanyTags([
    { id: 901, name: 'Postular', color: '#22c55e', on: [OPPORTUNITY, '1267-36-COT26'] },
    { id: 902, name: 'Revisar bases', color: '#3b82f6', on: [OPPORTUNITY] },
  ]).map((tag) => ({
    id: String(tag.id),
    name: tag.name,
    color: tag.color,
    receiveNotifications: tag.receiveNotifications,
  }));
});

function setup(action: TagAction, source: 'sidebar' | 'page' = 'page') {
  const onOpenChange = vi.fn();
  const onDeleted = vi.fn();
  const requests = recordRequests();
  const view = renderWithProviders(
    <TagActionDialog
      companyId={1}
      action={action}
      open
      onOpenChange={onOpenChange}
      source={source}
      onDeleted={onDeleted}
    />,
  );
  return { ...view, onOpenChange, onDeleted, requests };
}

const postular = () => seeded[0]!;
const storedTag = (id: number) => db.state.tags.find((tag) => tag.id === id);

describe('the tag modal: a new tag', () => {
  it('starts blank in Azul, with the palette of 8, and no Eliminar', async () => {
    setup({ kind: 'create' });
    const dialog = await screen.findByRole('dialog', { name: 'Nueva etiqueta' });
    expect(within(dialog).getByLabelText('Nombre')).toHaveValue('');
    const palette = within(dialog).getByRole('radiogroup', { name: 'Paleta de colores' });
    expect(
      within(palette)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Verde', 'Azul', 'Rojo', 'Ámbar', 'Violeta', 'Cian', 'Rosa', 'Lima']);
    expect(within(dialog).getByRole('radio', { name: 'Azul' })).toBeChecked();
    expect(within(dialog).getByRole('group', { name: 'Vista previa' })).toHaveTextContent(
      '#3B82F6',
    );
    expect(within(dialog).queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeEnabled();
  });

  it('keeps Crear disabled while the trimmed name is blank, and says why on leaving it', async () => {
    const { user } = setup({ kind: 'create' });
    const dialog = await screen.findByRole('dialog', { name: 'Nueva etiqueta' });
    const name = within(dialog).getByLabelText('Nombre');
    const create = within(dialog).getByRole('button', { name: 'Crear' });
    expect(create).toBeDisabled();
    await user.type(name, '   ');
    expect(create).toBeDisabled();
    await user.tab();
    expect(await within(dialog).findByText('El nombre de la etiqueta es requerido')).toBeVisible();
    await user.type(name, 'Visita a terreno');
    expect(create).toBeEnabled();
  });

  it('previews the colour live: a swatch, or any colour the converter reads', async () => {
    const { user } = setup({ kind: 'create' });
    const dialog = await screen.findByRole('dialog', { name: 'Nueva etiqueta' });
    const preview = within(dialog).getByRole('group', { name: 'Vista previa' });
    await user.type(within(dialog).getByLabelText('Nombre'), 'Urgente');
    expect(preview).toHaveTextContent('Urgente');

    await user.click(within(dialog).getByText('Rojo'));
    expect(within(dialog).getByRole('radio', { name: 'Rojo' })).toBeChecked();
    expect(preview).toHaveTextContent('#EF4444');

    const other = within(dialog).getByLabelText('Otro color');
    await user.clear(other);
    await user.type(other, 'rgb(245, 158, 11)');
    expect(preview).toHaveTextContent('#F59E0B');
    expect(within(dialog).getByRole('radio', { name: 'Ámbar' })).toBeChecked();

    await user.clear(other);
    await user.type(other, 'purple');
    expect(preview).toHaveTextContent('#800080');
    expect(
      within(dialog)
        .getAllByRole('radio')
        .some((radio) => radio.matches(':checked')),
    ).toBe(false);
  });

  it('saves a colour the converter cannot read as Azul (#3B82F6), saying so at the field', async () => {
    const { user, requests, onOpenChange } = setup({ kind: 'create' });
    const dialog = await screen.findByRole('dialog', { name: 'Nueva etiqueta' });
    await user.type(within(dialog).getByLabelText('Nombre'), 'Urgente');
    const other = within(dialog).getByLabelText('Otro color');
    await user.clear(other);
    await user.type(other, 'rgb(300, 0, 0)');
    expect(other).toHaveAccessibleDescription(
      'Los valores RGB deben estar entre 0 y 255. Se usará Azul (#3B82F6).',
    );
    expect(other).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('group', { name: 'Vista previa' })).toHaveTextContent(
      '#3B82F6',
    );

    await user.clear(other);
    await user.type(other, 'chartreuse-ish');
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      /^Color no válido\..* Se usará Azul \(#3B82F6\)\.$/,
    );

    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(await findToast('Etiqueta creada correctamente')).toBeInTheDocument();
    expect(await requests.bodies('POST', '/tags')).toEqual([{ name: 'Urgente', color: '#3B82F6' }]);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('refuses a name the company already uses, whatever its case', async () => {
    const { user } = setup({ kind: 'create' });
    const dialog = await screen.findByRole('dialog', { name: 'Nueva etiqueta' });
    await user.type(within(dialog).getByLabelText('Nombre'), '  postular ');
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(await within(dialog).findByText('Ya existe una etiqueta con ese nombre.')).toBeVisible();
  });

  it('creates it trimmed, in #RRGGBB, says so and closes', async () => {
    const { user, requests, onOpenChange } = setup({ kind: 'create' });
    const dialog = await screen.findByRole('dialog', { name: 'Nueva etiqueta' });
    await user.type(within(dialog).getByLabelText('Nombre'), '  Visita a terreno  ');
    await user.click(within(dialog).getByText('Violeta'));
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(await findToast('Etiqueta creada correctamente')).toBeInTheDocument();
    expect(await requests.bodies('POST', '/tags')).toEqual([
      { name: 'Visita a terreno', color: '#8B5CF6' },
    ]);
    expect(
      db.state.tags.some((tag) => tag.name === 'Visita a terreno' && tag.companyId === 1),
    ).toBe(true);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('waits while saving (every button, the inputs), and a failure keeps what was typed', async () => {
    const held = holdRequests({ method: 'POST', path: '/tags' });
    const { user, onOpenChange } = setup({ kind: 'create' });
    const dialog = await screen.findByRole('dialog', { name: 'Nueva etiqueta' });
    await user.type(within(dialog).getByLabelText('Nombre'), 'Seguimiento diario');
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(await within(dialog).findByRole('status', { name: 'Guardando' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: /Crear/ })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    expect(within(dialog).getByLabelText('Nombre')).toBeDisabled();

    faults.add({ kind: 'server-error', method: 'POST', path: '/tags', times: 1 });
    held.release();
    expect(await findToast('Ocurrió un error al guardar la etiqueta')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText('Nombre')).toBeEnabled());
    expect(within(dialog).getByLabelText('Nombre')).toHaveValue('Seguimiento diario');
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});

describe('the tag modal: editing', () => {
  it("starts from the tag, offers Eliminar and saves with PUT /tags ('page')", async () => {
    const { user, requests } = setup({ kind: 'edit', tag: postular() });
    const dialog = await screen.findByRole('dialog', { name: 'Editar etiqueta' });
    expect(within(dialog).getByLabelText('Nombre')).toHaveValue('Postular');
    expect(within(dialog).getByRole('radio', { name: 'Verde' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Eliminar' })).toBeEnabled();

    await user.clear(within(dialog).getByLabelText('Nombre'));
    await user.type(within(dialog).getByLabelText('Nombre'), 'Postular ya');
    await user.click(within(dialog).getByText('Rojo'));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await findToast('Etiqueta actualizada correctamente')).toBeInTheDocument();
    expect(await requests.bodies('PUT', '/tags')).toEqual([
      { tagId: 901, name: 'Postular ya', color: '#EF4444' },
    ]);
    expect(storedTag(901)).toMatchObject({ name: 'Postular ya', color: '#EF4444' });
  });

  it("from the sidebar saves by id (PUT /tags/{tagId}) with the sidebar's toast", async () => {
    const { user, requests } = setup({ kind: 'edit', tag: postular() }, 'sidebar');
    const dialog = await screen.findByRole('dialog', { name: 'Editar etiqueta' });
    await user.clear(within(dialog).getByLabelText('Nombre'));
    await user.type(within(dialog).getByLabelText('Nombre'), 'A postular');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await findToast('La etiqueta se ha actualizado correctamente.')).toBeInTheDocument();
    expect(requests.to('PUT', '/tags/901')).toHaveLength(1);
    expect(storedTag(901)?.name).toBe('A postular');
  });

  it('deletes from the modal only after the confirmation', async () => {
    const { user, onDeleted } = setup({ kind: 'edit', tag: postular() });
    const dialog = await screen.findByRole('dialog', { name: 'Editar etiqueta' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: '¿Eliminar la etiqueta «Postular»?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(storedTag(901)).toBeDefined();

    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    const again = await screen.findByRole('alertdialog', {
      name: '¿Eliminar la etiqueta «Postular»?',
    });
    await user.click(within(again).getByRole('button', { name: 'Eliminar' }));
    expect(await findToast('La etiqueta se ha eliminado correctamente.')).toBeInTheDocument();
    expect(storedTag(901)).toBeUndefined();
    expect(onDeleted).toHaveBeenCalledWith(expect.objectContaining({ id: '901' }));
  });
});

describe('the confirm-delete dialog', () => {
  it('warns it cannot be undone and that the tag leaves every opportunity; then it does', async () => {
    const { user } = setup({ kind: 'delete', tag: postular() });
    const confirm = await screen.findByRole('alertdialog', {
      name: '¿Eliminar la etiqueta «Postular»?',
    });
    expect(confirm).toHaveTextContent(
      'Esta acción no se puede deshacer. La etiqueta se quitará de todas las oportunidades que la tienen.',
    );
    expect(storedTagNames(OPPORTUNITY)).toContain('Postular');
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    expect(await findToast('La etiqueta se ha eliminado correctamente.')).toBeInTheDocument();
    expect(storedTagNames(OPPORTUNITY)).toEqual(['Revisar bases']);
    expect(storedTagNames('1267-36-COT26')).toEqual([]);
  });

  it("says 'La etiqueta no fue encontrada.' when it is already gone, and stays open", async () => {
    db.write((state) => {
      state.tags = state.tags.filter((tag) => tag.id !== 901);
    });
    const { user, onOpenChange } = setup({ kind: 'delete', tag: postular() });
    const confirm = await screen.findByRole('alertdialog', {
      name: '¿Eliminar la etiqueta «Postular»?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    const toast = await findToast('Ocurrió un error al eliminar la etiqueta');
    expect(toast).toHaveTextContent('La etiqueta no fue encontrada.');
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});

describe('the alerts dialog', () => {
  it('turns alerts on, saved on the server with PUT receiveNotifications', async () => {
    const { user, requests } = setup({ kind: 'alerts', tag: postular() });
    const dialog = await screen.findByRole('alertdialog', {
      name: '¿Activar avisos de esta etiqueta?',
    });
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Sí, activar' }));
    expect(await findToast('Notificaciones activadas')).toBeInTheDocument();
    expect(await requests.bodies('PUT', '/tags/901')).toEqual([
      expect.objectContaining({ receiveNotifications: true }),
    ]);
    expect(storedTag(901)?.receiveNotifications).toBe(true);
  });

  it('turns them off, and Cancelar changes nothing', async () => {
    db.write((state) => {
      state.tags.find((tag) => tag.id === 901)!.receiveNotifications = true;
    });
    const on = { ...postular(), receiveNotifications: true };
    const first = setup({ kind: 'alerts', tag: on });
    const dialog = await screen.findByRole('alertdialog', {
      name: '¿Desactivar avisos de esta etiqueta?',
    });
    await first.user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(first.requests.to('PUT', '/tags/901')).toHaveLength(0);
    expect(storedTag(901)?.receiveNotifications).toBe(true);
    first.unmount();

    const second = setup({ kind: 'alerts', tag: on });
    const again = await screen.findByRole('alertdialog', {
      name: '¿Desactivar avisos de esta etiqueta?',
    });
    await second.user.click(within(again).getByRole('button', { name: 'Sí, desactivar' }));
    expect(await findToast('Notificaciones desactivadas')).toBeInTheDocument();
    await waitFor(() => expect(storedTag(901)?.receiveNotifications).toBe(false));
  });
});
