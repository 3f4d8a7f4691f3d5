import { readFile } from 'node:fs/promises';

import { addFaultRule, expect, expectAccessible, mockReady, test } from './fixtures';
import { askAboutGuarantees } from './steps';

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

    const log = await askAboutGuarantees(dialog);
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
    await dialog.getByLabel('Tu pregunta').fill('¿Cuál es el cierre de ofertas?');
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(dialog.getByText('Pregunta que falló:')).toBeVisible();
    await expect(dialog.getByText('Resuelve el error para continuar')).toBeVisible();
    await dialog.getByRole('button', { name: 'Reintentar' }).click();
    await expect(log).toContainText('Cierre de recepción de ofertas', { timeout: 15_000 });

    await dialog.getByRole('button', { name: 'Resumen IA' }).click();
    await expect(log.getByRole('table').last()).toContainText('Producto', { timeout: 15_000 });
    await expect(log.getByRole('heading', { name: 'Fechas clave' })).toBeVisible();
    const checklist = log.getByRole('region', { name: /Requisitos para postular/ });
    await expect(checklist).toContainText('Garantías');
    const first = checklist.getByRole('checkbox').first();
    await first.check();
    await expect(checklist).toContainText(/\(1 de \d+ listos\)/);
    await expectAccessible(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('an opportunity with more than 11 documents asks which to read', async ({
    page,
    loginAs,
  }) => {
    await loginAs('demo');
    await page.goto('/dashboard');
    await mockReady(page);
    const code = await page.evaluate(() => {
      type Catalogue = { opportunities: { code: string; attachments: unknown[] }[] };
      const { db } = (window as unknown as { __mockApi: { db: Catalogue } }).__mockApi;
      return db.opportunities.find((entry) => entry.attachments.length > 11)!.code;
    });
    await page.goto(`/dashboard/opportunity/${encodeURIComponent(code)}`);
    await page.getByRole('button', { name: 'Preguntar a la IA' }).click();
    const dialog = page.getByRole('dialog', { name: 'Asistente IA - Licitaciones' });
    const group = dialog.getByRole('group', {
      name: 'Selecciona hasta un máximo de 11 documentos para analizar en el chat:',
    });
    await expect(dialog.getByText('Seleccionados: 0/11')).toBeVisible();
    const start = dialog.getByRole('button', { name: 'Iniciar chat' });
    await expect(start).toBeDisabled();
    await expectAccessible(page);
    await group.getByText('Bases Administrativas.pdf').click();
    await group.getByText('Plano 1 Arquitectura.pdf').click();
    await expect(dialog.getByText('Seleccionados: 2/11')).toBeVisible();
    await start.click();
    await expect(dialog.getByText('Documentos procesados: 2.', { exact: false })).toBeVisible({
      timeout: 15_000,
    });
    await dialog.getByLabel('Tu pregunta').fill('¿Qué garantías piden?');
    await dialog.getByLabel('Tu pregunta').press('Enter');
    await expect(dialog.getByRole('log', { name: 'Conversación' })).toContainText('Garantía de', {
      timeout: 15_000,
    });
  });

  test('the supervision assistant answers from the header', async ({ page, loginAs }) => {
    await loginAs('demo');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Asistente de supervisión' }).click();
    const panel = page.getByRole('dialog', { name: 'Asistente Chat-Agent' });
    await expect(panel.getByRole('status').first()).toHaveText('En línea', { timeout: 15_000 });
    await expectAccessible(page);
    const input = panel.getByPlaceholder('Escribe tu consulta de supervisión...');
    await input.fill('¿Qué garantías piden?');
    await input.press('Enter');
    await expect(panel.getByRole('log', { name: 'Conversación con el asistente' })).toContainText(
      'Garantía de',
      { timeout: 15_000 },
    );
    await panel.getByRole('button', { name: 'Cerrar' }).click();
    await expect(panel).toBeHidden();
  });

  test("the grid row's 'Preguntar a la IA' opens the chat over that opportunity; a connection dropped mid-answer keeps what arrived and offers a retry", async ({
    page,
    loginAs,
  }) => {
    await loginAs('demo');
    await page.goto('/dashboard');
    const prompt = page.getByLabel('¿Qué vende tu empresa?');
    await prompt.fill('servicio de aseo para hospitales en Valparaíso');
    await prompt.press('Enter');
    const grid = page.getByRole('grid', { name: 'Resultados de la búsqueda' });
    // A tender's first row: its bases say which guarantees it asks for.
    const row = grid
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: /-(L1|LE|LP|LQ|LR)\d{2}$/ }) })
      .first();
    await expect(row).toBeVisible();
    const code = (await row.getByRole('link').first().innerText()).trim();
    await row.getByRole('button', { name: `Preguntar a la IA sobre ${code}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Asistente IA - Licitaciones' });
    await expect(dialog).toContainText(code);
    await expect(dialog.getByText(/Documentos procesados: \d+\./)).toBeVisible();

    await addFaultRule(page, {
      kind: 'stream-drop',
      method: 'POST',
      path: '/chat/question/stream',
      times: 1,
    });
    await dialog.getByLabel('Tu pregunta').fill('¿Qué garantías piden?');
    await dialog.getByLabel('Tu pregunta').press('Enter');
    await expect(dialog.getByText('Pregunta que falló:')).toBeVisible();
    const log = dialog.getByRole('log', { name: 'Conversación' });
    await expect(log).toContainText('Según');
    // The half answer is kept whole (it can be copied and downloaded); the retry adds the full one.
    const downloads = log.getByRole('button', { name: 'Descargar .md' });
    await expect(downloads).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Reintentar' }).click();
    await expect(downloads).toHaveCount(2);
    await expect(dialog.getByText('Pregunta que falló:')).toBeHidden();
    await expect(
      log.getByRole('listitem').filter({ hasText: '¿Qué garantías piden?' }),
    ).toHaveCount(2);
  });

  test.describe('at the pace a person sees it', () => {
    // The answer must still be on its way when the chat is minimised: the mock's real pacing.
    test.use({ mockPacing: 'real' });

    test('minimise while it answers, see the unread badge, and find the conversation kept after a reload', async ({
      page,
      loginAs,
    }) => {
      test.slow();
      await loginAs('demo');
      await page.goto(`/dashboard/opportunity/${CODE}`);
      await page.getByRole('button', { name: 'Preguntar a la IA' }).click();
      const dialog = page.getByRole('dialog', { name: 'Asistente IA - Licitaciones' });
      await expect(dialog.getByText(/Documentos procesados: \d+\./)).toBeVisible({
        timeout: 15_000,
      });
      const question = dialog.getByLabel('Tu pregunta');
      await question.fill('¿Cuándo es la visita a terreno y qué garantías piden?');
      await question.press('Enter');
      await dialog.getByRole('button', { name: 'Minimizar' }).click();
      await expect(dialog).toBeHidden();

      // The answer arrives while minimised: the round button says so.
      await expect(page.getByText('Nueva respuesta del asistente')).toBeVisible({
        timeout: 15_000,
      });
      const round = page.getByRole('button', { name: /^Abrir Asistente de Documentos/ });
      await expect(round).toContainText('!');
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Ver conversación' }).click();

      const panel = page.getByRole('dialog', { name: 'Asistente de Documentos - Licitación' });
      await expect(panel.getByText('En línea • Global')).toBeVisible();
      const log = panel.getByRole('log', { name: 'Conversación' });
      await expect(log).toContainText('¿Cuándo es la visita a terreno y qué garantías piden?');
      await expect(log.getByText(/Garantía de/).first()).toBeVisible();
      await expect(page.getByText('Nueva respuesta del asistente')).toBeHidden();
      await panel.getByRole('button', { name: 'Maximizar' }).click();
      await expectAccessible(page);
      await panel.getByRole('button', { name: 'Restaurar' }).click();

      // The panel goes along while the supplier moves on, and survives a reload.
      await page.getByRole('link', { name: 'Búsquedas IA', exact: true }).click();
      await expect(panel).toBeVisible();
      await page.reload();
      await expect(panel.getByRole('log', { name: 'Conversación' })).toContainText(
        '¿Cuándo es la visita a terreno y qué garantías piden?',
      );
      await panel.getByRole('button', { name: 'Cerrar' }).click();
      await expect(panel).toBeHidden();

      // The same tender again: the conversation is where it was left.
      await page.goto(`/dashboard/opportunity/${CODE}`);
      await page.getByRole('button', { name: 'Preguntar a la IA' }).click();
      await expect(dialog.getByRole('log', { name: 'Conversación' })).toContainText(
        '¿Cuándo es la visita a terreno y qué garantías piden?',
      );
    });
  });

  test('the tags page summarises every tagged tender in the global chat', async ({
    page,
    loginAs,
  }) => {
    test.slow();
    await loginAs('demo');
    await page.goto('/dashboard/etiquetas');
    await page.getByRole('button', { name: 'Resumir mis licitaciones con IA' }).click();
    const panel = page.getByRole('dialog', { name: 'Asistente de Documentos - Licitación' });
    await expect(panel.getByText(/Chat global/)).toBeVisible();
    const log = panel.getByRole('log', { name: 'Conversación' });
    await expect(log).toContainText('Hazme un resumen de mis licitaciones etiquetadas', {
      timeout: 15_000,
    });
    await expect(log.getByRole('table').last()).toContainText('Producto', { timeout: 20_000 });
    // The answer's own section (its sources have a 'Garantías' heading too, one level down).
    await expect(log.getByRole('heading', { level: 3, name: 'Garantías' })).toBeVisible();
    await expectAccessible(page);
    await panel.getByRole('button', { name: 'Minimizar' }).click();
    await expect(page.getByRole('button', { name: 'Abrir Asistente de Documentos' })).toBeVisible();
  });
});
