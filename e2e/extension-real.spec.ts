import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { chromium, expect, test } from '@playwright/test';

import { buildExtension } from '../scripts/build-extension.mjs';
import { ACCOUNTS, watchContentSecurityPolicy } from './fixtures';

/**
 * The bridge across the real isolation between a page and an extension's content script (issue
 * 11): the simulated extension packaged as an unpacked Manifest V3 extension, loaded into
 * Chromium, answers the production build; the page's own simulator stays silent.
 */
test('the packaged extension, loaded in Chromium, connects and reports the portal company', async ({
  baseURL,
}) => {
  test.slow();
  const extension = buildExtension(mkdtempSync(path.join(tmpdir(), 'oportuna-extension-')));
  const context = await chromium.launchPersistentContext(
    mkdtempSync(path.join(tmpdir(), 'oportuna-profile-')),
    {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      locale: 'es-CL',
      args: [`--disable-extensions-except=${extension}`, `--load-extension=${extension}`],
    },
  );
  const violations = await watchContentSecurityPolicy(context);
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      localStorage.setItem('mockapi.extension', JSON.stringify({ installed: false }));
    });
    await page.goto(`${baseURL}/mock/correo`);
    await page.waitForFunction(() => 'mockReady' in window || '__mockApi' in window);
    const { email, password } = ACCOUNTS.demo;
    await page.evaluate(
      async (credentials) => {
        const response = await fetch('/mock-api/api/users/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(credentials),
        });
        const body = (await response.json()) as { data: { token: string } };
        localStorage.setItem('auth_token', body.data.token);
      },
      { email, password },
    );
    await page.goto(`${baseURL}/dashboard`);
    const avatar = page.getByRole('button', { name: /^Empresa: / });
    await expect(avatar).toHaveAccessibleName(
      'Empresa: Comercial Andes SpA. Extensión: Conectado',
      {
        timeout: 20_000,
      },
    );
    await avatar.click();
    await expect(page.getByText('En Mercado Público estás como')).toContainText(
      'Comercial Andes SpA',
    );
    expect(violations).toEqual([]);
  } finally {
    await context.close();
  }
});
