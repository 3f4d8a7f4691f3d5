import { expect, type Locator, type Page } from '@playwright/test';

import { PdfDocument, pdfText } from '../src/lib/pdf-document';

/**
 * Steps several journeys share, in both projects (the mock API in the page, and the real-backend
 * build over HTTP).
 */

/** An AI search from the dashboard, as a person types it; the results grid once it is drawn. */
export async function searchFor(page: Page, query: string) {
  await page.goto('/dashboard');
  const prompt = page.getByLabel('¿Qué vende tu empresa?');
  await prompt.fill(query);
  await prompt.press('Enter');
  // The first search of a session builds the mock API's index.
  await expect(page.getByRole('heading', { name: /oportunidades encontradas/ })).toBeVisible({
    timeout: 20_000,
  });
  return page.getByRole('grid', { name: 'Resultados de la búsqueda' });
}

/**
 * In the document chat's open dialog: asks about the guarantees and waits for the streamed
 * answer, its actions and its sources (the answer is there before its sources and actions).
 */
export async function askAboutGuarantees(dialog: Locator) {
  const question = dialog.getByLabel('Tu pregunta');
  await question.fill('¿Qué garantías piden?');
  await question.press('Enter');
  const log = dialog.getByRole('log', { name: 'Conversación' });
  await expect(log.getByText(/Garantía de/).first()).toBeVisible();
  await expect(log.getByRole('button', { name: 'Descargar .md' })).toBeVisible({
    timeout: 15_000,
  });
  await log.getByText(/^Fuentes \(\d\)$/).click();
  await expect(log.getByRole('list', { name: 'Fuentes' })).toContainText(
    'Bases Administrativas.pdf',
  );
  return log;
}

/** On the task board: a task from Pendiente to En curso with Space, the right arrow and Space. */
export async function moveTaskToInProgress(page: Page, title: string) {
  const handle = page.getByRole('button', { name: `Mover tarea: ${title}` });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  // dnd-kit's keyboard sensor starts listening for the arrows in a timer of 0 ms queued as the
  // task is picked up: an arrow pressed before that timer runs is lost (a busy machine hands
  // input to the page before timers). A timer queued now runs after it.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await page.keyboard.press('ArrowRight');
  // Screen readers hear where it is (dnd-kit's live region, in Spanish) before it is dropped.
  await expect(page.getByText(/está sobre la columna En curso/)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByRole('region', { name: /^En curso/ })).toContainText(title);
}

/**
 * From the dashboard, the sidebar's 'Competencia': the rivals table once it has rows, and the
 * name of the first (the rival we shared most processes with).
 */
export async function openCompetition(page: Page) {
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Competencia' })
    .click();
  await expect(page).toHaveURL('/dashboard/competencia');
  await expect(page.getByRole('heading', { level: 1, name: 'Competencia' })).toBeVisible();
  const table = page.getByRole('table', { name: /competidores$/ });
  const first = table.getByRole('row').nth(1).getByRole('link');
  await expect(first).toBeVisible({ timeout: 20_000 });
  return { table, firstRival: (await first.textContent())! };
}

/** On a rival's page: every offer of the latest process we shared, ranked, ours among them. */
export async function openLatestSharedProcess(page: Page) {
  const meetings = page.getByRole('table', { name: /^Procesos donde nos encontramos/ });
  await meetings
    .getByRole('link', { name: /^Ver todas las ofertas/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/dashboard\/competencia\/procesos\//);
  await expect(page.getByRole('heading', { name: 'Criterios de evaluación' })).toBeVisible();
  await expect(page.getByRole('table', { name: /^Ofertas recibidas/ })).toContainText(
    '(tu empresa)',
  );
}

/** Saves the company's region in 'Perfil para compras ágiles' (decision 0030). */
export async function saveCompanyRegion(page: Page, region: string) {
  await page.goto('/dashboard/configuracion-empresa');
  const profile = page.getByRole('region', { name: 'Perfil para compras ágiles' });
  await profile.getByLabel('Región de la empresa').click();
  await page.getByRole('option', { name: region }).click();
  await profile.getByRole('button', { name: 'Guardar perfil' }).click();
  await expect(page.getByText('Perfil guardado')).toBeVisible();
}

/**
 * An agile purchase's 'Preferencias de la compra ágil' once the company's profile is in: the
 * section, with `expected` (its verdict texts) visible.
 */
export async function expectAgilePreferences(page: Page, codigo: string, expected: string[]) {
  await page.goto(`/dashboard/opportunity/${codigo}`);
  const preferences = page.getByRole('region', { name: 'Preferencias de la compra ágil' });
  for (const text of expected) await expect(preferences.getByText(text)).toBeVisible();
  return preferences;
}

/**
 * The radar from the sidebar (decision 0031): its four sections, and the first deserted or
 * revoked process whose buyer has already called again, opened at its new call.
 */
export async function openRadarNewCall(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Radar' }).click();
  const returns = page.getByRole('region', { name: /^Vuelven a publicarse \(\d+\)$/ });
  await expect(returns).toBeVisible({ timeout: 20_000 });
  for (const title of [
    'Contratos por terminar',
    'Compras ágiles sin cotizaciones',
    'Cierres ampliados',
  ]) {
    await expect(
      page.getByRole('region', { name: new RegExp(`^${title} \\(\\d+\\)$`) }),
    ).toBeVisible();
  }
  const newCall = returns.getByRole('link', { name: /^Nuevo llamado / }).first();
  const code = (await newCall.textContent())!.replace(/^Nuevo llamado\s*/, '');
  await newCall.click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/opportunity/${code}$`));
  await expect(page.getByText(/^Nuevo llamado de \d+-\d+-/)).toBeVisible();
  return code;
}

/**
 * The go / no-go scorecard of demo's 6164-39-LP26 (decision 0033): its five parts, the
 * suggestion, and the guarantee the bases ask for with the passage that says it.
 */
export async function expectScorecard(page: Page) {
  await page.goto('/dashboard/opportunity/6164-39-LP26');
  const scorecard = page.getByRole('region', { name: '¿Conviene postular?' });
  await expect(scorecard).toBeVisible({ timeout: 20_000 });
  const parts = scorecard.getByRole('term');
  await expect(parts).toHaveCount(5);
  for (const [index, title] of [
    'Ajuste con tu oferta',
    'Competencia',
    'Comportamiento de pago del comprador',
    'Plazo',
    'Requisitos que pueden impedir postular',
  ].entries()) {
    await expect(parts.nth(index)).toContainText(title);
  }
  await expect(scorecard.getByText('2 de 2 ítems son de tus rubros.')).toBeVisible();
  await expect(
    scorecard.getByText('8 reclamos por pago en los últimos 12 meses en Mercado Público.'),
  ).toBeVisible();
  await expect(scorecard.getByText('Exige garantía de fiel cumplimiento.')).toBeVisible();
  await expect(scorecard.getByText('Sugerencia: Revisar')).toBeVisible();
  const asked = scorecard.getByRole('list', { name: 'Requisitos exigidos' });
  await expect(
    asked.getByText('Garantía de fiel cumplimiento: se exige por $6.680.000.'),
  ).toBeVisible();
  await expect(asked.getByText('Fuente: Bases Administrativas.pdf')).toBeVisible();
  await expect(
    asked.getByText(/^Garantía de fiel cumplimiento del contrato\. El adjudicatario entregará/),
  ).toBeVisible();
  return scorecard;
}

/**
 * The widest thing a person sees in the page's `main`: the largest right edge (or width) of any
 * visible element, with what it is, so a failure names the culprit. What screen readers alone
 * get (a visually hidden header row, clipped to a pixel) does not count.
 */
export async function widestInMain(page: Page) {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) throw new Error('the page has no main');
    const clippedAway = (element: Element) => {
      for (let node: Element | null = element; node && node !== main; node = node.parentElement) {
        const style = getComputedStyle(node);
        const narrow = node.getBoundingClientRect().width <= 1;
        if (narrow && (style.overflow === 'hidden' || style.clipPath !== 'none')) return true;
      }
      return false;
    };
    let widest = { px: 0, what: '' };
    for (const element of main.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || !element.checkVisibility()) continue;
      const px = Math.max(box.right, box.width);
      if (px > widest.px && !clippedAway(element)) {
        const text = (element.textContent ?? '').trim().slice(0, 40);
        widest = { px: Math.round(px), what: `<${element.tagName.toLowerCase()}> «${text}»` };
      }
    }
    return { ...widest, screen: document.documentElement.clientWidth };
  });
}

/** Fails when anything in `main` is wider than the screen (or sticks out past its right edge). */
export async function expectNothingWiderThanScreen(page: Page, where: string) {
  const { px, what, screen } = await widestInMain(page);
  expect(px, `${where}: ${what} is ${px} px on a ${screen} px screen`).toBeLessThanOrEqual(screen);
}

/** A small valid one-page PDF saying `text`, by the app's own PDF writer. */
export function smallPdf(text: string) {
  const doc = new PdfDocument({ title: text, creator: 'Oportuna e2e' });
  doc.text(pdfText(text), 20, 25);
  return Buffer.from(doc.toBytes());
}
