import type { Locator, Page } from '@playwright/test';

import { expect, expectAccessible, test } from './fixtures';
import { expectNothingWiderThanScreen, searchFor } from './steps';

const QUERY = 'servicio de aseo para hospitales en Valparaíso';

/**
 * Walks the grid's focus to the row with `rowIndex` (aria-rowindex) the way a keyboard user
 * does: a screen at a time, then row by row. The virtualised grid only has the rows near the
 * focus, so the row is found by moving, not by a scroll offset.
 */
async function focusRowByKeyboard(page: Page, grid: Locator, rowIndex: number) {
  const focused = grid.locator('[role="row"]:focus');
  for (let step = 0; step < 80; step += 1) {
    const at = Number(await focused.getAttribute('aria-rowindex'));
    if (at === rowIndex) return;
    await page.keyboard.press(
      at < rowIndex - 12 ? 'PageDown' : at < rowIndex ? 'ArrowDown' : 'ArrowUp',
    );
  }
  throw new Error(`Row ${rowIndex} was not reached by keyboard`);
}

test.describe('AI search', () => {
  test('search -> results -> detail -> next/previous -> back to the same place', async ({
    page,
    loginAs,
  }) => {
    // The longest journey: two screens, keyboard walking, two axe runs.
    test.slow();
    await loginAs('demo');
    await page.goto('/dashboard');
    const prompt = page.getByLabel('¿Qué vende tu empresa?');
    await prompt.fill('as');
    await prompt.press('Enter');
    await expect(page.getByText('Escribe al menos 3 caracteres para buscar.')).toBeVisible();

    await prompt.fill(QUERY);
    await prompt.press('Enter');
    // The first search of a session builds the mock API's index.
    await expect(page.getByRole('heading', { name: /oportunidades encontradas/ })).toBeVisible({
      timeout: 20_000,
    });
    const grid = page.getByRole('grid', { name: 'Resultados de la búsqueda' });
    await expect(grid.getByRole('row').nth(1)).toContainText(/aseo/i);
    await expectAccessible(page);

    // Select a row, walk down the list by keyboard, open a result further down by its code.
    await grid
      .getByRole('checkbox', { name: /^Seleccionar \d/ })
      .first()
      .check();
    // Row 36 of the results (aria-rowindex 37: the header is row 1), reached by keyboard.
    await grid.getByRole('row').nth(1).focus();
    await focusRowByKeyboard(page, grid, 37);
    const target = grid.getByRole('row').and(page.locator('[aria-rowindex="37"]'));
    await expect(target).toBeFocused();
    await expect(target).toBeInViewport();
    const codeLink = target.getByRole('link').first();
    const codigo = (await codeLink.innerText()).trim();
    await expect(codeLink).toHaveAttribute(
      'href',
      `/dashboard/opportunity/${encodeURIComponent(codigo)}`,
    );
    await codeLink.click();

    await expect(page).toHaveURL(`/dashboard/opportunity/${encodeURIComponent(codigo)}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Detalle de oportunidad' }),
    ).toBeVisible();
    await expect(page.getByText(codigo, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Comprador' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: /^Productos y servicios \(\d+\)$/ }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: /^Documentos adjuntos \(\d+\)$/ })).toBeVisible();
    await expectAccessible(page);

    const position = page.getByRole('navigation', { name: 'Navegación entre resultados' });
    await expect(position).toContainText('36 de');
    await position.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page).not.toHaveURL(`/dashboard/opportunity/${encodeURIComponent(codigo)}`);
    await expect(position).toContainText('37 de');
    await position.getByRole('button', { name: 'Anterior' }).click();
    await expect(page).toHaveURL(`/dashboard/opportunity/${encodeURIComponent(codigo)}`);
    await expect(position).toContainText('36 de');

    // Previous/next replaced the history entry: Back returns straight to the results, at the
    // same place.
    await page.goBack();
    await expect(page).toHaveURL('/dashboard');
    await expect(grid).toBeVisible();
    await expect(grid.getByRole('row').filter({ hasText: codigo })).toBeInViewport();
    await expect(page.getByText(/1 seleccionados/)).toBeVisible();
    await expect(page.getByLabel('¿Qué vende tu empresa?')).toHaveValue(QUERY);
  });

  test('Ctrl/Cmd+click on a name opens the detail on its own in a new tab', async ({
    page,
    context,
    loginAs,
  }) => {
    // Two copies of the app (the second boots its own mock API).
    test.slow();
    await loginAs('demo');
    await page.goto('/dashboard');
    await page.getByLabel('¿Qué vende tu empresa?').fill(QUERY);
    await page.getByRole('button', { name: 'Buscar' }).click();
    const grid = page.getByRole('grid', { name: 'Resultados de la búsqueda' });
    const row = grid.getByRole('row').nth(3);
    const codigo = (await row.getByRole('link').first().innerText()).trim();
    const nameLink = row.getByRole('link').nth(1);
    await expect(nameLink).toHaveAttribute(
      'href',
      `/dashboard/opportunity/${encodeURIComponent(codigo)}`,
    );

    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      nameLink.click({ modifiers: ['ControlOrMeta'] }),
    ]);
    await expect(tab).toHaveURL(`/dashboard/opportunity/${encodeURIComponent(codigo)}`);
    // A fresh tab starts the whole app (and, in mock mode, the mock API) before it can show it.
    await expect(tab.getByRole('heading', { name: 'Comprador' })).toBeVisible({ timeout: 30_000 });
    await expect(tab.getByText(codigo, { exact: true })).toBeVisible();
    // On its own: no list behind it, a way to the search instead.
    await expect(tab.getByRole('link', { name: 'Ir a Búsquedas IA', exact: true })).toBeVisible();
    await expect(tab.getByRole('navigation', { name: 'Navegación entre resultados' })).toHaveCount(
      0,
    );
    await expectAccessible(tab);
    await tab.close();

    // The results page stayed where it was.
    await expect(page).toHaveURL('/dashboard');
    await expect(grid.getByRole('row').nth(3)).toContainText(codigo);
  });

  test('a broad search of thousands of rows stays responsive', async ({ page, loginAs }) => {
    await loginAs('supervisor');
    await page.goto('/dashboard');
    await page.getByLabel('¿Qué vende tu empresa?').fill('servicio de compra de productos');
    await page.getByRole('button', { name: 'Filtros' }).click();
    await page.getByLabel(/Puntaje mínimo/).fill('0');
    await page.getByRole('button', { name: 'Buscar' }).click();

    const grid = page.getByRole('grid', { name: 'Resultados de la búsqueda' });
    await expect(grid).toBeVisible({ timeout: 20_000 });
    const total = Number((await grid.getAttribute('aria-rowcount')) ?? 0) - 1;
    expect(total).toBeGreaterThan(2000);
    // Virtualised: the page stays small whatever the row count.
    expect(await grid.locator('*').count()).toBeLessThan(1500);

    // Sorting thousands of rows (how fast is measured by `npm run bench`, not here).
    await grid.getByRole('button', { name: 'Monto' }).click();
    await expect(grid.getByRole('columnheader', { name: 'Monto' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    // Hidden amounts sort last, whatever the direction.
    await grid.getByRole('row').nth(1).focus();
    await page.keyboard.press('End');
    const lastRow = grid.getByRole('row').and(page.locator(`[aria-rowindex="${total + 1}"]`));
    await expect(lastRow).toBeFocused();
    await expect(lastRow).toContainText('Monto no informado');
    await page.keyboard.press('Home');
    // The first row by its place in the grid (not in the DOM, where a row drawn for the jump
    // may still stand first for a moment on a loaded machine).
    const firstDataRow = grid.getByRole('row').and(page.locator('[aria-rowindex="2"]'));
    await expect(firstDataRow).toBeFocused();
    await expect(firstDataRow).not.toContainText('Monto no informado');

    // CSV for Excel: BOM, semicolons, accents intact.
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^oportunidades-\d{4}-\d{2}-\d{2}-\d{4}\.csv$/);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const csv = Buffer.concat(chunks).toString('utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toContain('Código;Nombre');
    expect(csv.split('\r\n').length).toBe(total + 1);
    expect(csv).toContain(';Monto no informado;');
    expect(csv).not.toMatch(/Región de (la Araucanía|los Lagos)/);

    // Keyboard: arrows move between rows, Enter opens.
    const firstRow = grid.getByRole('row').nth(1);
    await firstRow.focus();
    await page.keyboard.press('ArrowDown');
    await expect(grid.getByRole('row').nth(2)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/opportunity\//);
  });

  test('save a search with e-mail alerts, edit it and delete it from the sidebar', async ({
    page,
    loginAs,
  }) => {
    await loginAs('demo');
    await page.goto('/dashboard');
    await page.getByLabel('¿Qué vende tu empresa?').fill(QUERY);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByRole('button', { name: 'Guardar búsqueda' }).click();

    const dialog = page.getByRole('dialog', { name: 'Guardar búsqueda' });
    await dialog.getByLabel('Nombre').fill('Aseo en hospitales de la V Región');
    await dialog.getByRole('switch', { name: 'Recibir alertas por correo' }).click();
    await dialog.getByRole('button', { name: 'Guardar búsqueda' }).click();
    await expect(
      dialog.getByText(
        'Debes seleccionar al menos un horario de notificación cuando las notificaciones por email están activadas.',
      ),
    ).toBeVisible();
    // The time chips and user rows are labels around visually hidden checkboxes.
    await dialog.getByText('08:00 hrs', { exact: true }).click();
    await expect(dialog.getByRole('checkbox', { name: '08:00 hrs' })).toBeChecked();
    await dialog.getByText(/Joaquín Valdés/).click();
    await dialog.getByText(/Fernanda Castro/).click();
    await expect(dialog.getByRole('checkbox', { name: /Fernanda Castro/ })).toBeChecked();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Guardar búsqueda' }).click();
    await expect(page.getByText('Búsqueda guardada', { exact: true })).toBeVisible();

    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    // Saving opens the sidebar's 'Búsquedas guardadas' section, so the new name shows there.
    const savedLink = nav.getByRole('link', { name: 'Aseo en hospitales de la V Región' });
    await expect(savedLink).toBeVisible();

    await nav
      .getByRole('button', { name: 'Acciones de «Aseo en hospitales de la V Región»' })
      .click();
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar búsqueda' });
    await edit.getByLabel('Nombre').fill('Aseo hospitalario V Región');
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Búsqueda actualizada', { exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Aseo hospitalario V Región' })).toBeVisible();

    await savedLink.or(nav.getByRole('link', { name: 'Aseo hospitalario V Región' })).click();
    await expect(page).toHaveURL(/\/dashboard\/saved-search\/\d+/);
    await expect(page.getByRole('grid', { name: 'Resultados de la búsqueda' })).toBeVisible();

    await nav.getByRole('button', { name: 'Acciones de «Aseo hospitalario V Región»' }).click();
    await page.getByRole('menuitem', { name: 'Eliminar' }).click();
    const confirm = page.getByRole('alertdialog', { name: /¿Eliminar la búsqueda/ });
    await expect(confirm).toContainText('Esta acción no se puede deshacer.');
    await confirm.getByRole('button', { name: 'Eliminar', exact: true }).click();
    await expect(page.getByText('Búsqueda eliminada', { exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Aseo hospitalario V Región' })).toBeHidden();
  });

  test('a query from the history runs again', async ({ page, loginAs }) => {
    await loginAs('demo');
    await page.goto('/dashboard');
    await page.getByLabel('¿Qué vende tu empresa?').fill('resmas de papel tamaño carta');
    await page.getByRole('button', { name: 'Buscar' }).click();
    // The first search of a session builds the mock API's index.
    await expect(page.getByRole('heading', { name: /oportunidades encontradas/ })).toBeVisible({
      timeout: 20_000,
    });

    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    await nav.getByRole('button', { name: 'Historial' }).click();
    await nav.getByRole('button', { name: 'Última semana' }).click();
    await nav
      .getByRole('link', { name: /resmas de papel tamaño carta/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/dashboard\/history-search\/\d+/);
    await expect(page.getByLabel('¿Qué vende tu empresa?')).toHaveValue(
      'resmas de papel tamaño carta',
    );
    await expect(page.getByRole('grid', { name: 'Resultados de la búsqueda' })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('search history', () => {
  test("the sidebar's 'Ver todas' lists the whole history, newest first, and a query opens again", async ({
    page,
    loginAs,
  }) => {
    await loginAs('demo');
    await page.goto('/dashboard');
    await page.getByLabel('¿Qué vende tu empresa?').fill('sillas ergonómicas para oficina');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByRole('heading', { name: /oportunidades encontradas/ })).toBeVisible({
      timeout: 20_000,
    });

    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    await nav.getByRole('button', { name: 'Historial' }).click();
    await nav.getByRole('link', { name: 'Ver todas' }).click();
    await expect(page).toHaveURL('/dashboard/historial');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Historial de búsquedas' }),
    ).toBeVisible();
    // Demo's eight seeded queries and the one just run, which comes first.
    await expect(
      page.getByText('9 consultas, de la más reciente a la más antigua. Abre una para repetirla.'),
    ).toBeVisible();
    const history = page.getByRole('list', { name: 'Historial de búsquedas' });
    const entries = history.getByRole('listitem');
    await expect(entries).toHaveCount(9);
    await expect(entries.first()).toContainText('sillas ergonómicas para oficina');
    await expectAccessible(page);

    await history.getByRole('link', { name: /resmas de papel tamaño carta/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/history-search\/\d+/);
    await expect(page.getByLabel('¿Qué vende tu empresa?')).toHaveValue(
      'resmas de papel tamaño carta',
    );
  });
});

test.describe('the results grid on a desktop', () => {
  /** Whether a person sees `target` in the grid: inside its box and not under a pinned column. */
  const seen = async (grid: Locator, target: Locator) => {
    const frame = (await grid.boundingBox())!;
    return target.evaluate((element, box) => {
      const own = element.getBoundingClientRect();
      const x = own.left + own.width / 2;
      const y = own.top + own.height / 2;
      if (x < box.x || x > box.x + box.width || y < box.y || y > box.y + box.height) return false;
      return element.contains(document.elementFromPoint(x, y));
    }, frame);
  };

  test('opens on the open ones with state and affinity, fits 1440 and 1280 px with code, name, close and actions in view', async ({
    page,
    loginAs,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await loginAs('demo');
    const grid = await searchFor(page, QUERY);

    // Open ones first: how many of all, and every one of them one press away.
    const scope = page.getByRole('group', { name: 'Procesos a mostrar' });
    const open = scope.getByRole('button', { name: /^Abiertas \(/ });
    const all = scope.getByRole('button', { name: /^Todas \(/ });
    await expect(open).toHaveAttribute('aria-pressed', 'true');
    const count = async (button: Locator) =>
      Number(/\(([\d.]+)\)/.exec((await button.textContent()) ?? '')![1]!.replaceAll('.', ''));
    const [openCount, allCount] = [await count(open), await count(all)];
    expect(openCount).toBeGreaterThan(0);
    expect(openCount).toBeLessThan(allCount);
    await expect(grid).toHaveAttribute('aria-rowcount', String(openCount + 1));
    const first = grid.getByRole('row').and(page.locator('[aria-rowindex="2"]'));
    await expect(first).toContainText(/Afinidad \d+\s?%/);
    await expect(first).toContainText(/Cierra en \d+/);

    for (const width of [1440, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const header = (name: string) => grid.getByRole('columnheader', { name, exact: true });
      for (const name of ['Código', 'Nombre', 'Fecha Cierre', 'Acciones']) {
        await expect.poll(() => seen(grid, header(name)), `${name} at ${width} px`).toBe(true);
      }
      const code = first.getByRole('link').first();
      expect(await seen(grid, code)).toBe(true);
      expect(await seen(grid, first.getByRole('button', { name: /^Ver detalle de / }))).toBe(true);
      // Amounts are whole: no figure is wider than its cell.
      const cut = await grid.evaluate((element) => {
        const headers = [...element.querySelectorAll('[role=columnheader]')];
        const column = headers.findIndex((cell) => cell.textContent?.trim() === 'Monto');
        return [...element.querySelectorAll('[role=row][data-index]')].filter((row) => {
          const cell = row.children[column]!;
          return cell.scrollWidth > cell.clientWidth;
        }).length;
      });
      expect(cut, `amounts cut at ${width} px`).toBe(0);

      // Scrolled to the far side: the code and the name are still there, beside the tags.
      await grid.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
      await expect.poll(() => seen(grid, header('Etiquetas'))).toBe(true);
      for (const name of ['Código', 'Nombre', 'Acciones']) {
        expect(await seen(grid, header(name)), `${name} scrolled at ${width} px`).toBe(true);
      }
      expect(await seen(grid, code)).toBe(true);
      await grid.evaluate((element) => element.scrollTo({ left: 0 }));
    }
    await expectAccessible(page);

    await all.click();
    await expect(grid).toHaveAttribute('aria-rowcount', String(allCount + 1));
    await expect(page.getByText(`${allCount.toLocaleString('es-CL')} resultados`)).toBeVisible();
  });
});

test.describe('search screens at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('search, results, saved searches and detail read well on a phone', async ({
    page,
    loginAs,
  }) => {
    await loginAs('demo');
    await page.goto('/dashboard');
    await page.getByLabel('¿Qué vende tu empresa?').fill(QUERY);
    await page.getByRole('button', { name: 'Buscar' }).click();
    const grid = page.getByRole('grid', { name: 'Resultados de la búsqueda' });
    await expect(grid).toBeVisible();
    await expectNothingWiderThanScreen(page, 'the results');
    // A card says whether it is still open, how well it matches, and its tags.
    const firstCard = grid.getByRole('row').nth(1);
    await expect(firstCard).toContainText(/Cierra en \d+/);
    await expect(firstCard).toContainText(/Afinidad \d+\s?%/);
    await expect(firstCard.getByRole('button', { name: /^Etiquetas de / })).toBeVisible();
    // Cards instead of columns, with their own sort menu.
    await grid.getByLabel('Ordenar por').selectOption({ label: 'Monto mayor' });
    await expect(grid.getByRole('columnheader')).toHaveCount(1);
    await expectAccessible(page);

    await grid
      .getByRole('button', { name: /Ver detalle de/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Comprador' })).toBeVisible();
    // The requested items stack, one block of lines each.
    await expect(page.getByRole('table', { name: 'Ítems solicitados' })).toBeVisible();
    await expectNothingWiderThanScreen(page, 'the detail');
    await expectAccessible(page);

    await page.goto('/dashboard/busquedas-guardadas');
    await expect(page.getByText('Aseo hospitalario Valparaíso')).toBeVisible();
    await expectNothingWiderThanScreen(page, 'saved searches');
    await expectAccessible(page);
  });
});
