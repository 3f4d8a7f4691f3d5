import type { Locator, Page } from '@playwright/test';

import { expect, expectAccessible, test } from './fixtures';
import { searchFor } from './steps';

const QUERY = 'servicio de aseo para hospitales en Valparaíso';

const search = (page: Page) => searchFor(page, QUERY);

/** The code of the grid's n-th result (0 is the first), read from its link. */
async function codeOfRow(grid: Locator, index: number) {
  const row = grid.getByRole('row').nth(index + 1);
  return (await row.getByRole('link').first().innerText()).trim();
}

function bell(page: Page) {
  return page.getByRole('button', { name: /^Notificaciones(, \d+ sin leer)?$/ });
}

async function unreadCount(page: Page) {
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/^Notificaciones, (\d+) sin leer$/.exec(name)?.[1] ?? 0);
}

/** Opens the sidebar's 'Etiquetas' section (closed until asked for). */
async function openTagsSection(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  const toggle = nav.getByRole('button', { name: 'Etiquetas', exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(nav.getByRole('link', { name: 'Ver todas' })).toBeVisible();
  return nav;
}

/** How many of these opportunities carry a tag named 'Postular', in the mock server's own data. */
function postularOn(page: Page, codes: string[]) {
  return page.evaluate((wanted) => {
    type Db = {
      state: {
        tags: { id: number; name: string }[];
        opportunityTags: { tagId: number; opportunityCode: string }[];
      };
    };
    const { db } = (window as unknown as { __mockApi: { db: Db } }).__mockApi;
    const postular = new Set(
      db.state.tags.filter((tag) => tag.name === 'Postular').map((tag) => tag.id),
    );
    return db.state.opportunityTags.filter(
      (row) => postular.has(row.tagId) && wanted.includes(row.opportunityCode),
    ).length;
  }, codes);
}

test.describe('tags', () => {
  test("tag three opportunities 'Postular' in red, see exactly them, hear when one changes", async ({
    page,
    loginAs,
  }) => {
    test.slow();
    // Alejandra's company has the four tags and has tagged nothing yet.
    await loginAs('admin');
    await page.goto('/dashboard/etiquetas');
    await expect(page.getByRole('heading', { name: 'Etiquetas de tu empresa' })).toBeVisible();
    await expect(page.getByText('Aún no hay oportunidades etiquetadas.')).toBeVisible();
    await expectAccessible(page);

    // 'Postular' in red.
    await page.getByRole('button', { name: 'Editar «Postular»' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar etiqueta' });
    await expect(edit.getByLabel('Nombre')).toHaveValue('Postular');
    await expect(edit.getByRole('button', { name: 'Eliminar' })).toBeVisible();
    await edit.getByText('Rojo', { exact: true }).click();
    await expect(edit.getByRole('radio', { name: 'Rojo' })).toBeChecked();
    await expect(edit.getByRole('group', { name: 'Vista previa' })).toContainText('#EF4444');
    await expectAccessible(page);
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      page.getByText('Etiqueta actualizada correctamente', { exact: true }),
    ).toBeVisible();
    await expect(edit).toBeHidden();

    // Two from the grid (the 'Etiquetas' cell and the row's action), one from the detail.
    const grid = await search(page);
    const codes = [await codeOfRow(grid, 0), await codeOfRow(grid, 1), await codeOfRow(grid, 2)];
    const changed = codes[1]!;
    const taggedBefore = await postularOn(page, codes);

    await grid.getByRole('button', { name: `Etiquetas de ${codes[0]}` }).click();
    const firstPicker = page.getByRole('dialog', { name: `Etiquetas de ${codes[0]}` });
    await expect(firstPicker.getByRole('checkbox')).toHaveCount(4);
    await expectAccessible(page);
    await firstPicker.getByRole('checkbox', { name: 'Postular' }).check();
    await page.keyboard.press('Escape');
    await expect(firstPicker).toBeHidden();
    await expect(grid.getByRole('row').nth(1)).toContainText('Postular');

    await grid.getByRole('button', { name: `Etiquetar ${codes[1]}` }).click();
    const secondPicker = page.getByRole('dialog', { name: `Etiquetas de ${codes[1]}` });
    await secondPicker.getByRole('checkbox', { name: 'Postular' }).check();
    await page.keyboard.press('Escape');
    await expect(grid.getByRole('row').nth(2)).toContainText('Postular');

    await grid.getByRole('row').nth(3).getByRole('link').first().click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Detalle de oportunidad' }),
    ).toBeVisible();
    await expect(page.getByText('Esta oportunidad aún no tiene etiquetas.')).toBeVisible();
    await page.getByRole('button', { name: 'Etiquetar' }).click();
    const detailPicker = page.getByRole('dialog', { name: `Etiquetas de ${codes[2]}` });
    await detailPicker.getByRole('checkbox', { name: 'Postular' }).check();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('list', { name: 'Etiquetas' })).toContainText('Postular');
    // The chips show at once and the tag is saved in the background: the next page load waits
    // until the server (the mock API running in this page) holds all three.
    await expect.poll(() => postularOn(page, codes)).toBe(taggedBefore + 3);

    // The tags page lists exactly those three, in the results grid.
    await page.goto('/dashboard/etiquetas');
    await page.getByRole('link', { name: /^Postular/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/etiquetas\/\d+$/);
    const tagged = page.getByRole('grid', { name: /Postular/ });
    await expect(tagged.getByRole('row')).toHaveCount(4);
    for (const code of codes) {
      await expect(tagged.getByRole('link', { name: code, exact: true })).toBeVisible();
    }
    await expectAccessible(page);

    // Alerts on.
    await page.getByRole('switch', { name: 'Alertas de «Postular»' }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Activar avisos de esta etiqueta?' });
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Sí, activar' }).click();
    await expect(page.getByText('Notificaciones activadas', { exact: true })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Alertas de «Postular»' })).toBeChecked();

    // The portal moves one of them: the mock raises the notification.
    const before = await unreadCount(page);
    await page.getByRole('button', { name: /API simulada/ }).click();
    const control = page.getByRole('dialog', { name: 'API simulada' });
    await control.getByText('Notificaciones y avisos').click();
    await control.getByLabel('Código de la oportunidad').fill(changed);
    await control.getByRole('button', { name: 'Simular cambio' }).click();
    await expect(page.getByText(`${changed}: La fecha de cierre cambió`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(control).toBeHidden();

    await expect(bell(page)).toHaveAccessibleName(`Notificaciones, ${before + 1} sin leer`);
    await bell(page).click();
    const newest = page
      .getByRole('list', { name: 'Últimas notificaciones' })
      .getByRole('link')
      .first();
    await expect(newest).toContainText('Cambio en una oportunidad etiquetada');
    await expect(newest).toContainText('La fecha de cierre cambió');
    // The list may be drawn again as the count refreshes: a click on the row it replaced is
    // lost, and the person clicks the row they see again.
    await expect(async () => {
      await newest.click();
      await expect(page).toHaveURL(`/dashboard/opportunity/${encodeURIComponent(changed)}`, {
        timeout: 3_000,
      });
    }).toPass();
    await expect(bell(page)).toHaveAccessibleName(
      before === 0 ? 'Notificaciones' : `Notificaciones, ${before} sin leer`,
    );
  });

  test('a tag created from the detail shows on its grid row', async ({ page, loginAs }) => {
    await loginAs('demo');
    const grid = await search(page);
    const code = await codeOfRow(grid, 4);
    await grid.getByRole('row').nth(5).getByRole('link').first().click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Detalle de oportunidad' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Etiquetar' }).click();
    const picker = page.getByRole('dialog', { name: `Etiquetas de ${code}` });
    await picker.getByRole('button', { name: 'Crear etiqueta' }).click();
    const create = page.getByRole('dialog', { name: 'Nueva etiqueta' });
    await expect(create.getByRole('radio', { name: 'Azul' })).toBeChecked();
    await expect(create.getByRole('button', { name: 'Eliminar' })).toHaveCount(0);
    const save = create.getByRole('button', { name: 'Crear' });
    await expect(save).toBeDisabled();
    await create.getByLabel('Nombre').fill('   ');
    await expect(save).toBeDisabled();
    await create.getByLabel('Nombre').fill('Visita a terreno');
    await create.getByLabel('Otro color').fill('rgb(300, 0, 0)');
    await create.getByLabel('Otro color').blur();
    // Unreadable: it would be saved as Azul, and the field says so (the save is not stopped).
    await expect(
      create.getByText('Los valores RGB deben estar entre 0 y 255. Se usará Azul (#3B82F6).', {
        exact: true,
      }),
    ).toBeVisible();
    await create.getByText('Ámbar', { exact: true }).click();
    await expectAccessible(page);
    await save.click();
    await expect(page.getByText('Etiqueta creada correctamente', { exact: true })).toBeVisible();
    await expect(create).toBeHidden();
    await expect(page.getByRole('list', { name: 'Etiquetas' })).toContainText('Visita a terreno');

    await page.goBack();
    await expect(grid.getByRole('row').nth(5)).toContainText('Visita a terreno');
  });

  test('rename and recolour from the sidebar, alerts from its menu, delete and see it leave every opportunity', async ({
    page,
    loginAs,
  }) => {
    test.slow();
    await loginAs('demo');
    await page.goto('/dashboard/etiquetas');
    const nav = await openTagsSection(page);
    await expect(nav.getByRole('link', { name: /^Seguimiento/ })).toBeVisible();

    await nav.getByRole('button', { name: 'Acciones de la etiqueta «Seguimiento»' }).click();
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar etiqueta' });
    await edit.getByLabel('Nombre').fill('Seguimiento semanal');
    await edit.getByLabel('Otro color').fill('rgb(6, 182, 212)');
    await expect(edit.getByRole('group', { name: 'Vista previa' })).toContainText('#06B6D4');
    await expect(edit.getByRole('radio', { name: 'Cian' })).toBeChecked();
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      page.getByText('La etiqueta se ha actualizado correctamente.', { exact: true }),
    ).toBeVisible();
    const renamed = nav.getByRole('link', { name: /^Seguimiento semanal/ });
    await expect(renamed).toBeVisible();

    await nav
      .getByRole('button', { name: 'Acciones de la etiqueta «Seguimiento semanal»' })
      .click();
    await page.getByRole('menuitem', { name: 'Activar avisos' }).click();
    const alerts = page.getByRole('alertdialog', { name: '¿Activar avisos de esta etiqueta?' });
    await alerts.getByRole('button', { name: 'Sí, activar' }).click();
    await expect(page.getByText('Notificaciones activadas', { exact: true })).toBeVisible();
    await expect(
      nav.getByRole('link', { name: /Seguimiento semanal \(avisos activados\)/ }),
    ).toBeVisible();
    await nav
      .getByRole('button', { name: 'Acciones de la etiqueta «Seguimiento semanal»' })
      .click();
    await page.getByRole('menuitem', { name: 'Desactivar avisos' }).click();
    const off = page.getByRole('alertdialog', { name: '¿Desactivar avisos de esta etiqueta?' });
    await expectAccessible(page);
    await off.getByRole('button', { name: 'Sí, desactivar' }).click();
    await expect(page.getByText('Notificaciones desactivadas', { exact: true })).toBeVisible();

    // Its opportunities, with the new name on every row.
    await renamed.click();
    const tagged = page.getByRole('grid', { name: /Seguimiento semanal/ });
    await expect(tagged.getByRole('row')).toHaveCount(4);
    const code = await codeOfRow(tagged, 0);
    await expect(tagged.getByRole('row').nth(1)).toContainText('Seguimiento semanal');

    await nav
      .getByRole('button', { name: 'Acciones de la etiqueta «Seguimiento semanal»' })
      .click();
    await page.getByRole('menuitem', { name: 'Eliminar' }).click();
    const confirm = page.getByRole('alertdialog', {
      name: '¿Eliminar la etiqueta «Seguimiento semanal»?',
    });
    await expect(confirm).toContainText('Esta acción no se puede deshacer.');
    await expect(confirm).toContainText('se quitará de todas las oportunidades');
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Eliminar', exact: true }).click();
    await expect(
      page.getByText('La etiqueta se ha eliminado correctamente.', { exact: true }),
    ).toBeVisible();
    await expect(nav.getByRole('link', { name: /^Seguimiento semanal/ })).toBeHidden();
    // Its page went with it.
    await expect(page).toHaveURL('/dashboard/etiquetas');

    await page.goto(`/dashboard/opportunity/${encodeURIComponent(code)}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Detalle de oportunidad' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Etiquetar' })).toBeVisible();
    await expect(page.getByText('Seguimiento semanal')).toHaveCount(0);
    const grid = await search(page);
    await expect(grid).not.toContainText('Seguimiento');
  });
});
