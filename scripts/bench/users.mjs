/**
 * User administration with 5,000 users (scripts/bench/users.html): first render and DOM
 * elements. Budget: first render at most 1 s, at most 1,500 DOM elements (a virtualised list).
 */
import { median } from './browser.mjs';

const MAX_RENDER_MS = 1000;
const MAX_DOM = 1500;

export async function benchUsers(browser, origin, runs) {
  const samples = [];
  for (let run = 0; run < runs; run += 1) {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${origin}/scripts/bench/users.html`);
    await page.waitForFunction(() => 'usersBench' in window);
    samples.push(await page.evaluate(() => window.usersBench.render()));
    await page.close();
  }
  const ms = median(samples.map((sample) => sample.ms));
  const dom = median(samples.map((sample) => sample.domElements));
  console.log(`\nUser administration with 5,000 users (median of ${runs} fresh pages):`);
  console.table([
    {
      view: 'UserAdminPage (virtualised)',
      'first render': `${ms.toFixed(0)} ms`,
      'DOM elements': dom,
    },
  ]);
  const checks = [
    [`user list first render ${ms.toFixed(0)} ms (limit ${MAX_RENDER_MS} ms)`, ms <= MAX_RENDER_MS],
    [`user list DOM elements ${dom} (limit ${MAX_DOM})`, dom <= MAX_DOM],
  ];
  for (const [text, ok] of checks) console.log(`Budget: ${text} -> ${ok ? 'OK' : 'OVER BUDGET'}`);
  return checks.filter(([, ok]) => !ok).map(([text]) => text);
}
