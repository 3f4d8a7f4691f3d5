/**
 * The day `npm run soak` spends in one tab (scripts/soak.mjs): a cycle of 16 steps over the main
 * pages and dialogs, as demo (Daniela, Comercial Andes SpA) makes them. Each step is a press (or
 * Back) and a wait for what it asked for, found by role, label and text as the e2e journeys find
 * them (e2e/*.spec.ts); never a wait for time. The soak times each step from the press to that.
 *
 * The cycle ends where it starts (on a page left by the sidebar), so every cycle starts alike and
 * its memory is read at the same point of it. Nothing in it changes the company's data; the mock
 * keeps each search in the user's history, as the product does (a capped list).
 */

/** A search for what demo's company sells, among whose first results is a tender. */
const QUERY = 'servicio de aseo para hospitales en Valparaíso';

/** How long one step may take before the soak stops and says which (a slow machine's search). */
const STEP_TIMEOUT_MS = 30_000;

const visible = (locator) => locator.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
const hidden = (locator) => locator.waitFor({ state: 'hidden', timeout: STEP_TIMEOUT_MS });

const sidebar = (page) => page.getByRole('navigation', { name: 'Menú principal' });

/** A page's title in the header (router.tsx's titles). */
const title = (page, name) => page.getByRole('heading', { level: 1, name, exact: true });

const grid = (page) => page.getByRole('grid', { name: 'Resultados de la búsqueda' });

/** A tender's code (an agile purchase, -COT, has no PDFs for the chat to read). */
const TENDER_CODE = /-(L1|LE|LP|LQ|LR|LS|O1)\d{2}$/;

/** The header's bell (the sidebar's 'Notificaciones' is a link). */
const bell = (page) => page.getByRole('button', { name: /^Notificaciones(, \d+ sin leer)?$/ });

const recentNotifications = (page) =>
  page.getByRole('region', { name: 'Notificaciones recientes' });

const chatDialog = (page) => page.getByRole('dialog', { name: 'Asistente IA - Licitaciones' });

/** The sidebar link `name` pressed; resolves once the page's title is in the header. */
async function viaSidebar(page, name, heading = name) {
  await sidebar(page).getByRole('link', { name, exact: true }).click();
  await visible(title(page, heading));
}

/** The cycle, in order; `name` is the step's kind in the report. */
export const CYCLE = [
  {
    name: 'dashboard (sidebar)',
    run: async (page) => {
      await viaSidebar(page, 'Búsquedas IA');
      await visible(page.getByText('Describe lo que vendes y te mostramos dónde venderlo'));
    },
  },
  {
    name: 'search',
    run: async (page) => {
      const prompt = page.getByLabel('¿Qué vende tu empresa?');
      await prompt.fill(QUERY);
      await prompt.press('Enter');
      await visible(page.getByRole('heading', { level: 2, name: /oportunidades encontradas$/ }));
      await visible(grid(page).getByRole('row').nth(1));
    },
  },
  {
    name: 'detail',
    run: async (page) => {
      await grid(page).getByRole('link', { name: TENDER_CODE }).first().click();
      await visible(title(page, 'Detalle de oportunidad'));
      await visible(page.getByRole('heading', { name: 'Comprador' }));
      // What the offer needs, read from its bases (or said to have none to read): the section
      // loads as a person scrolls down to it.
      await page.getByRole('region', { name: 'Requisitos para postular' }).scrollIntoViewIfNeeded();
      await visible(
        page.getByText(/^\d+ de \d+ requisitos listos$|^Esta oportunidad no tiene bases adjuntas/),
      );
    },
  },
  {
    name: 'chat open',
    run: async (page) => {
      await page.getByRole('button', { name: 'Preguntar a la IA' }).click();
      await visible(chatDialog(page).getByText(/Documentos procesados: \d+\./));
    },
  },
  {
    name: 'chat close',
    run: async (page) => {
      await chatDialog(page).getByRole('button', { name: 'Cerrar' }).click();
      await hidden(chatDialog(page));
    },
  },
  {
    name: 'back to results',
    run: async (page) => {
      await page.goBack();
      await visible(page.getByRole('heading', { level: 2, name: /oportunidades encontradas$/ }));
      await visible(grid(page).getByRole('row').nth(1));
    },
  },
  {
    name: 'tags',
    run: async (page) => {
      const nav = sidebar(page);
      // The sidebar's 'Etiquetas' is closed until asked for, then stays open.
      const toggle = nav.getByRole('button', { name: 'Etiquetas', exact: true });
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      await nav.getByRole('link', { name: 'Ver todas' }).click();
      await visible(title(page, 'Etiquetas'));
      await visible(page.getByRole('heading', { name: 'Etiquetas de tu empresa' }));
    },
  },
  {
    name: 'radar',
    run: async (page) => {
      await viaSidebar(page, 'Radar');
      await visible(page.getByRole('region', { name: /^Vuelven a publicarse \(\d+\)$/ }));
    },
  },
  {
    name: 'competition',
    run: async (page) => {
      await viaSidebar(page, 'Competencia');
      const table = page.getByRole('table', { name: /competidores$/ });
      await visible(table.getByRole('row').nth(1).getByRole('link'));
    },
  },
  {
    name: 'a rival',
    run: async (page) => {
      const first = page
        .getByRole('table', { name: /competidores$/ })
        .getByRole('row')
        .nth(1)
        .getByRole('link');
      const name = (await first.textContent()).trim();
      await first.click();
      await visible(page.getByRole('heading', { level: 2, name, exact: true }));
      await visible(page.getByRole('table', { name: /^Procesos donde nos encontramos/ }));
    },
  },
  {
    name: 'tasks',
    run: async (page) => {
      await viaSidebar(page, 'Tareas');
      await visible(page.getByRole('region', { name: /^Pendiente/ }));
    },
  },
  {
    name: 'documents',
    run: async (page) => {
      await viaSidebar(page, 'Documentos', 'Documentos de la empresa');
      await visible(page.getByText('Vence en 10 días').first());
    },
  },
  {
    name: 'calendar',
    run: async (page) => {
      await viaSidebar(page, 'Calendario');
      await visible(page.getByRole('table', { name: 'Calendario del mes' }));
    },
  },
  {
    name: 'notifications',
    run: async (page) => {
      await sidebar(page)
        .getByRole('link', { name: /^Notificaciones/ })
        .click();
      await visible(title(page, 'Notificaciones'));
      await visible(
        page.getByRole('list', { name: 'Notificaciones' }).getByRole('listitem').first(),
      );
    },
  },
  {
    name: 'bell open',
    run: async (page) => {
      await bell(page).click();
      await visible(
        recentNotifications(page)
          .getByRole('list', { name: 'Últimas notificaciones' })
          .getByRole('listitem')
          .first(),
      );
    },
  },
  {
    name: 'bell close',
    run: async (page) => {
      await page.keyboard.press('Escape');
      await hidden(recentNotifications(page));
    },
  },
];
