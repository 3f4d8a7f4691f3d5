import { makeXlsx } from '../src/testing/xlsx';
import { expect, expectAccessible, test } from './fixtures';

const PNG_HEADER = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A real 1x1 PNG, so the header shows an image. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('company configuration', () => {
  test('the owner uploads a logo and sees it in the header; wrong files are refused with the exact texts', async ({
    page,
    loginAs,
  }) => {
    await loginAs('demo');
    await page.goto('/dashboard/configuracion-empresa');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Configuración de empresa' }),
    ).toBeVisible();
    await expect(page.getByText('Comercial Andes SpA').first()).toBeVisible();
    await expectAccessible(page);

    const input = page.getByLabel('Logo de la empresa');
    await input.setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<script>alert(1)</script>'),
    });
    await expect(
      page.getByText('Tipo de archivo no válido. Solo se permiten imágenes (JPG, PNG, GIF).'),
    ).toBeVisible();
    await input.setInputFiles({
      name: 'enorme.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([PNG_HEADER, Buffer.alloc(6 * 1024 * 1024)]),
    });
    await expect(
      page.getByText('El archivo es demasiado grande. Tamaño máximo: 5MB.'),
    ).toBeVisible();

    await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PIXEL });
    await expect(page.getByText('Logo actualizado')).toBeVisible();
    const avatar = page.getByRole('button', { name: /^Empresa: Comercial Andes SpA/ });
    await expect(avatar.locator('img')).toHaveAttribute('src', /\/users\/files\//);
    // The picture really loads from the mock's file store.
    await expect
      .poll(() => avatar.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(1);
  });

  test('a price list is previewed, uploaded with its derived tags, and deleted', async ({
    page,
    loginAs,
  }) => {
    await loginAs('demo');
    await page.goto('/dashboard/configuracion-empresa');
    const csv = [
      'código;descripción;categoría;precio',
      '1;Guantes de nitrilo talla M;Insumos médicos;1990',
      '2;Alcohol gel 1 L;Higiene;3490',
      '3;Mascarilla quirúrgica;Insumos médicos;290',
      '4;Papel higiénico 4 rollos;Higiene;2590',
      '5;Cloro gel;Aseo;1290',
      '6;Bolsas de basura;Aseo;990',
    ].join('\r\n');
    await page.getByLabel('Archivo: lista de precios').setInputFiles({
      name: 'precios.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`\uFEFF${csv}`),
    });
    const preview = page.getByRole('region', { name: 'Vista previa: Lista de precios' });
    await expect(preview).toContainText('6 filas; se muestran las primeras 5.');
    await expect(preview.getByRole('cell', { name: 'Guantes de nitrilo talla M' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Subir lista de precios' }).click();
    await expect(page.getByText('Lista de precios cargada')).toBeVisible();
    await expect(page.getByRole('link', { name: 'precios.csv' })).toBeVisible();
    const tags = page.getByRole('list', { name: 'Etiquetas generadas' });
    await expect(tags).toContainText('Insumos médicos');
    await expect(tags).toContainText('Aseo');

    await page.getByRole('button', { name: 'Eliminar la lista de precios' }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Eliminar la lista de precios?' });
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Sí, eliminar' }).click();
    await expect(page.getByText('Aún no has subido la lista de precios.')).toBeVisible();
  });

  test('an executive list with bad rows is listed by line and not sent; a good .xlsx is', async ({
    page,
    loginAs,
  }) => {
    await loginAs('demo');
    await page.goto('/dashboard/configuracion-empresa');
    const input = page.getByLabel('Archivo: listado de ejecutivos');
    await input.setInputFiles({
      name: 'ejecutivos.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'rut,nombre,cargo,email\n12.345.678-5,Ana Pérez,Ejecutiva,ana@andes.cl\n12.345.678-0,Luis Soto,Jefe,luis@andes\n9.876.543-3,,Vendedor,rosa@andes.cl\n',
      ),
    });
    const problems = page.getByRole('alert').filter({ hasText: 'filas tienen problemas' });
    await expect(problems).toContainText(
      'Línea 3: RUT inválido (12.345.678-0), email inválido (luis@andes)',
    );
    await expect(problems).toContainText('Línea 4: falta el nombre');
    await expect(page.getByRole('button', { name: 'Subir listado de ejecutivos' })).toBeDisabled();

    await input.setInputFiles({
      name: 'ejecutivos.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(
        makeXlsx([
          ['RUT', 'Nombre', 'Cargo', 'Email'],
          ['12.345.678-5', 'Ana Pérez', 'Ejecutiva', 'ana@andes.cl'],
          ['9.876.543-3', 'Rosa Díaz', 'Vendedora', 'rosa@andes.cl'],
        ]),
      ),
    });
    await expect(
      page.getByRole('region', { name: 'Vista previa: Listado de ejecutivos' }),
    ).toContainText('2 filas.');
    await page.getByRole('button', { name: 'Subir listado de ejecutivos' }).click();
    await expect(page.getByText('Listado de ejecutivos cargado')).toBeVisible();
    await expect(page.getByRole('link', { name: 'ejecutivos.xlsx' })).toBeVisible();
  });

  test('adding a company whose RUT exists says so and keeps what was typed', async ({
    page,
    loginAs,
  }) => {
    // No extension: otherwise the portal's company (Comercial Andes) would be the current one.
    await page.addInitScript(() =>
      localStorage.setItem('mockapi.extension', JSON.stringify({ installed: false })),
    );
    await loginAs('demo');
    await page.goto('/dashboard/configuracion-empresa');
    await page.getByLabel('Razón Social').fill('Otra Andes SpA');
    await page.getByLabel('RUT').fill('769876545');
    await page.getByRole('button', { name: 'Agregar empresa' }).click();
    await expect(page.getByText('Ya existe una empresa con este RUT.')).toBeVisible();
    await expect(page.getByLabel('Razón Social')).toHaveValue('Otra Andes SpA');
    await expect(page.getByLabel('RUT')).toHaveValue('76.987.654-5');

    await page.getByLabel('RUT').fill('111111111');
    await page.getByRole('button', { name: 'Agregar empresa' }).click();
    await expect(page.getByText('Empresa agregada')).toBeVisible();
    // Now two companies: the switcher appears, and the choice holds.
    await page.getByRole('combobox', { name: 'Cambiar de empresa' }).click();
    await page.getByRole('option', { name: 'Otra Andes SpA' }).click();
    await expect(page.getByRole('button', { name: /^Empresa: Otra Andes SpA/ })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: /^Empresa: Otra Andes SpA/ })).toBeVisible();
    await expectAccessible(page);
  });
});
