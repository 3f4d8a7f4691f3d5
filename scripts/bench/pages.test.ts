/**
 * The bench's pages start under the policy their build ships (decision 0024). Built as
 * `npm run bench` builds them (the project's Vite config, the three pages together), served by
 * `vite preview` with the build's `_headers`, each is opened in Chromium until its global is
 * there. A script the policy blocks never defines it, and the bench would wait for it forever:
 * that went unnoticed while one header policy allowed only the last page's inline loader.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Browser } from '@playwright/test';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { inlineScriptHashes } from '../vite/content-security-policy';
import { launchChromium } from './browser.mjs';
import { BENCH_PAGES, buildBenchPages } from './pages.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Building and starting Chromium on a busy two-core machine. */
const SETUP_MS = 90_000;
/** The grid page generates and parses its 9,999 rows before it defines its global. */
const START_MS = 20_000;

declare global {
  interface Window {
    /** What the page's `securitypolicyviolation` events reported (set by the test). */
    cspViolations?: string[];
  }
}

let outDir: string;
let server: PreviewServer | undefined;
let browser: Browser | undefined;

/** As `npm run bench` builds: for the browser, not for a test run (React's production build). */
async function buildAsTheBench() {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await buildBenchPages({ root: ROOT, outDir, logLevel: 'silent' });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

beforeAll(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'oportuna-bench-pages-'));
  await buildAsTheBench();
  [server, browser] = await Promise.all([
    preview({ root: ROOT, logLevel: 'silent', build: { outDir }, preview: { port: 0 } }),
    launchChromium(),
  ]);
}, SETUP_MS);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

function scriptSources(policy: string) {
  const directive = policy.split('; ').find((part) => part.startsWith('script-src '));
  return directive?.split(' ').slice(1) ?? [];
}

describe("the bench's pages under their shipped policy", () => {
  it("ships a header policy that allows every page's scripts, and each page its own", async () => {
    const headers = await readFile(path.join(outDir, '_headers'), 'utf8');
    const header = scriptSources(/^\s+Content-Security-Policy: (.+)$/m.exec(headers)?.[1] ?? '');
    expect(header).toContain("'self'");
    const blocked = [];
    for (const page of BENCH_PAGES) {
      const html = await readFile(path.join(outDir, page.html), 'utf8');
      const meta = scriptSources(
        /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '',
      );
      expect(meta, `${page.html} has no <meta> policy`).toContain("'self'");
      for (const hash of inlineScriptHashes(html)) {
        if (!header.includes(`'${hash}'`)) blocked.push(`${page.html}: ${hash} by the header`);
        if (!meta.includes(`'${hash}'`)) blocked.push(`${page.html}: ${hash} by its <meta>`);
      }
      // Module scripts and preloads come from our origin only, which 'self' allows.
      for (const [, src] of html.matchAll(
        /<(?:script|link rel="modulepreload")[^>]*\b(?:src|href)="([^"]+)"/g,
      )) {
        if (/^(?:[a-z]+:)?\/\//i.test(src!)) blocked.push(`${page.html}: ${src} off our origin`);
      }
    }
    expect(blocked).toEqual([]);
  });

  it('starts every page in Chromium with no violation', { timeout: START_MS * 3 }, async () => {
    const { port } = server!.httpServer.address() as AddressInfo;
    const results = [];
    for (const page of BENCH_PAGES) {
      const tab = await browser!.newPage();
      const errors: string[] = [];
      tab.on('pageerror', (error) => errors.push(error.message));
      // An init script runs before the page's own and is not subject to its policy.
      await tab.addInitScript(() => {
        window.cspViolations = [];
        document.addEventListener('securitypolicyviolation', (event) =>
          window.cspViolations!.push(`${event.violatedDirective} blocked ${event.blockedURI}`),
        );
      });
      await tab.goto(`http://localhost:${port}/${page.html}`);
      // The global, or the first violation: a blocked page fails at once instead of timing out.
      await tab.waitForFunction(
        (name) => name in window || window.cspViolations!.length > 0,
        page.global,
        { timeout: START_MS },
      );
      const started = await tab.evaluate((name) => name in window, page.global);
      const violations = await tab.evaluate(() => window.cspViolations!);
      results.push({ page: page.html, started, violations, errors });
      await tab.close();
    }
    expect(results).toEqual(
      BENCH_PAGES.map((page) => ({ page: page.html, started: true, violations: [], errors: [] })),
    );
  });
});
