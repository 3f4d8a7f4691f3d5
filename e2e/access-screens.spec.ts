import type { Page } from '@playwright/test';

import { expect, expectAccessible, test } from './fixtures';

/** Every access screen, at a phone's width and a desktop's, readable and axe-clean. */
const SCREENS: {
  name: string;
  path: string;
  /**
   * Loaded afresh: the landing reads its query (the form to open, the invited e-mail) as it
   * starts, as it does when a link from an e-mail opens it.
   */
  load?: true;
  ready: (page: Page) => Promise<void>;
}[] = [
  {
    name: 'landing',
    path: '/',
    ready: (page) => expect(page.getByRole('button', { name: 'Comenzamos' })).toBeVisible(),
  },
  {
    name: 'login form',
    path: '/?auth=login',
    load: true,
    ready: (page) =>
      expect(page.getByRole('heading', { name: 'Bienvenido de nuevo' })).toBeVisible(),
  },
  {
    name: 'registration form with an invited e-mail',
    path: '/?invitedUserEmail=nuevo%40andes.cl',
    load: true,
    ready: async (page) => {
      await expect(page.getByRole('heading', { name: 'Crea tu cuenta' })).toBeVisible();
      await expect(page.getByLabel('Correo electrónico')).toHaveValue('nuevo@andes.cl');
      await expect(page.getByRole('button', { name: 'Inicia sesión' })).toBeHidden();
    },
  },
  {
    name: 'registration complete',
    path: '/registro-completado',
    ready: (page) =>
      expect(page.getByRole('heading', { name: '¡Registro completado!' })).toBeVisible(),
  },
  {
    name: 'failed e-mail verification',
    path: '/confirmation/enlace-vencido',
    ready: (page) =>
      expect(page.getByRole('heading', { name: 'Hemos tenido un problema' })).toBeVisible(),
  },
  {
    name: 'valid invitation',
    path: '/invitation/equipo-andes-2026/1',
    ready: (page) => expect(page.getByText('Quedan 4 invitaciones disponibles.')).toBeVisible(),
  },
  {
    name: 'invalid invitation',
    path: '/invitation/no-existe/1',
    ready: (page) => expect(page.getByText('La invitación no es válida')).toBeVisible(),
  },
  {
    name: 'exhausted invitation',
    path: '/invitation/pacifico-completa/2',
    ready: (page) =>
      expect(page.getByText('La invitación ha alcanzado su límite máximo de usos')).toBeVisible(),
  },
  {
    name: 'password reset form',
    path: '/reset-password-confirmation/un-token',
    ready: (page) =>
      expect(page.getByRole('heading', { name: 'Crea una nueva contraseña' })).toBeVisible(),
  },
  {
    name: 'password reset without a token',
    path: '/reset-password-confirmation/',
    ready: (page) => expect(page.getByRole('heading', { name: 'Token inválido' })).toBeVisible(),
  },
  {
    name: 'terms',
    path: '/terminos-y-condiciones',
    ready: (page) =>
      expect(
        page.getByRole('heading', { level: 1, name: 'Términos y condiciones de uso' }),
      ).toBeVisible(),
  },
  {
    name: 'privacy',
    path: '/privacy',
    ready: (page) =>
      expect(page.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeVisible(),
  },
  {
    name: 'not found',
    path: '/licitaciones/que-no-existen',
    ready: async (page) => {
      await expect(page.getByText('404', { exact: true })).toBeVisible();
      await expect(
        page.getByText('La página que buscas no existe o cambió de dirección.'),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute(
        'href',
        '/',
      );
    },
  },
  {
    name: 'mock mailbox (mock mode only)',
    path: '/mock/correo',
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Correo simulado' })).toBeVisible();
      await expect(page.getByRole('article')).toContainText('camila.rojas@andes.cl');
    },
  },
];

/**
 * Opens a screen the way a link inside the app does (the router hears the history change), so the
 * walk boots the app once instead of once per screen.
 */
async function openInApp(page: Page, path: string) {
  await page.evaluate((url) => {
    history.pushState(null, '', url);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/*
 * One test per width walks every screen in one browser context and one load of the app (a
 * context and a load per screen spent most of their time booting the same app again). Each is
 * the first and only axe scan of that screen.
 */
for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test.describe(`access screens at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('every access screen is readable and axe-clean', async ({ page }) => {
      test.slow();
      await page.goto('/terminos-y-condiciones');
      for (const screen of SCREENS) {
        await test.step(screen.name, async () => {
          if (screen.load) await page.goto(screen.path);
          else await openInApp(page, screen.path);
          await screen.ready(page);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow, `${screen.name}: no horizontal scroll`).toBeLessThanOrEqual(0);
          await expectAccessible(page);
        });
      }
    });
  });
}
