/**
 * `npm run bench -- --lighthouse`: Lighthouse 13 (mobile, simulated throttling: its defaults)
 * in Debian's Chromium, started by chrome-launcher with the bench's flags. Every page is served
 * from localhost and Lighthouse's own list of requests is checked: none may leave it.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { CHROMIUM, CHROMIUM_FLAGS, median } from './browser.mjs';

const DEFAULT_CLEAR = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'];

/** Puts the session token in the origin's localStorage before Lighthouse loads the page. */
async function storeToken(port, origin, token) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${origin}/favicon.svg`);
    await page.evaluate((value) => localStorage.setItem('auth_token', value), token);
    await page.close();
  } finally {
    await browser.close();
  }
}

const isLocal = (url) =>
  /^(https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?\/|data:|blob:)/.test(url);

/**
 * One Lighthouse run per page and repetition, in a fresh Chromium each time; returns the median
 * run (by score) of each page with its metrics. `pages`: [{ label, url, token?, target?, tbtMs? }].
 */
export async function runLighthouse(pages, { runs, reportDir }) {
  await mkdir(reportDir, { recursive: true });
  const results = [];
  for (const { label, url, token, target, tbtMs } of pages) {
    const samples = [];
    for (let run = 0; run < runs; run += 1) {
      const chrome = await chromeLauncher.launch({
        chromePath: CHROMIUM,
        chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
      });
      try {
        const origin = new URL(url).origin;
        if (token) await storeToken(chrome.port, origin, token);
        const result = await lighthouse(
          url,
          {
            port: chrome.port,
            output: 'html',
            logLevel: 'error',
            onlyCategories: ['performance'],
            // A first visit: nothing stored, but the session token of a signed-in page.
            clearStorageTypes: token
              ? DEFAULT_CLEAR
              : [...DEFAULT_CLEAR, 'local_storage', 'indexeddb', 'cookies'],
          },
          undefined,
        );
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        const { lhr, report } = result;
        if (lhr.runtimeError) throw new Error(`${label}: ${lhr.runtimeError.message}`);
        const requests = lhr.audits['network-requests']?.details?.items ?? [];
        const external = requests.map((item) => item.url).filter((item) => !isLocal(item));
        const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
        samples.push({
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          fcp: metric('first-contentful-paint'),
          lcp: metric('largest-contentful-paint'),
          tbt: metric('total-blocking-time'),
          cls: metric('cumulative-layout-shift'),
          external,
          report,
          warnings: lhr.runWarnings,
          version: lhr.lighthouseVersion,
        });
      } finally {
        await chrome.kill();
      }
    }
    const sorted = [...samples].sort((a, b) => a.score - b.score);
    const chosen = sorted[Math.floor(sorted.length / 2)];
    const slug = label
      .replace(/[^a-z0-9]+/gi, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase();
    const file = path.join(reportDir, `${slug}.html`);
    await writeFile(file, typeof chosen.report === 'string' ? chosen.report : '');
    results.push({
      label,
      target,
      tbtMs,
      ...chosen,
      scores: samples.map((sample) => sample.score),
      lcpMedian: median(samples.map((sample) => sample.lcp)),
      external: [...new Set(samples.flatMap((sample) => sample.external))],
      file,
    });
  }
  return results;
}
