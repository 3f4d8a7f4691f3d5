import { readFile } from 'node:fs/promises';

import { expect, expectAccessible, test } from './fixtures';

const CODE = '6164-39-LP26';

test.describe('AI document chat', () => {
  test('ask a tender, read the streamed answer with its sources, retry a failure, download it', async ({
    page,
    loginAs,
    injectFault,
  }) => {
    test.slow();
    await loginAs('demo');
    await page.goto(`/dashboard/opportunity/${CODE}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Detalle de oportunidad' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Preguntar a la IA' }).click();

    const dialog = page.getByRole('dialog', { name: 'Asistente IA - Licitaciones' });
    await expect(dialog.getByText('Documentos disponibles para consulta:')).toBeVisible();
    await expect(dialog.getByText(/Documentos procesados: \d+\./)).toBeVisible({ timeout: 15_000 });
    await expectAccessible(page);

    const question = dialog.getByLabel('Tu pregunta');
    await question.fill('¿Qué garantías piden?');
    await question.press('Enter');
    const log = dialog.getByRole('log', { name: 'Conversación' });
    // Streaming: the answer is there before its sources and actions.
    await expect(log.getByText(/Garantía de/).first()).toBeVisible();
    await expect(log.getByRole('button', { name: 'Descargar .md' })).toBeVisible({
      timeout: 15_000,
    });
    await log.getByText(/^Fuentes \(\d\)$/).click();
    await expect(log.getByRole('list', { name: 'Fuentes' })).toContainText(
      'Bases Administrativas.pdf',
    );
    await expectAccessible(page);

    const download = page.waitForEvent('download');
    await log.getByRole('button', { name: 'Descargar .md' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(
      /^respuesta-ia-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.md$/,
    );
    const text = await readFile((await file.path())!, 'utf8');
    expect(text).toContain('## Fuentes');
    expect(text).toMatch(/Garantía de/);
    await expect(page.getByText('Respuesta descargada como MD')).toBeVisible();

    await injectFault({
      kind: 'server-error',
      method: 'POST',
      path: '/chat/question/stream',
      times: 1,
    });
    await question.fill('¿Cuál es el cierre de ofertas?');
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(dialog.getByText('Pregunta que falló:')).toBeVisible();
    await expect(dialog.getByText('Resuelve el error para continuar')).toBeVisible();
    await dialog.getByRole('button', { name: 'Reintentar' }).click();
    await expect(log).toContainText('Cierre de recepción de ofertas', { timeout: 15_000 });

    await dialog.getByRole('button', { name: 'Resumen IA' }).click();
    await expect(log.getByRole('table').last()).toContainText('Producto', { timeout: 15_000 });
    await expect(log.getByRole('heading', { name: 'Fechas clave' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
