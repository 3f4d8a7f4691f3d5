/**
 * What comes next with the seed's longest calendar (scripts/bench/upcoming.html, issue 41): the
 * time from rendering the page with its data in the cache to the painted list. Budget: 300 ms.
 */
import { median } from './browser.mjs';

const MAX_RENDER_MS = 300;

export async function benchUpcoming(browser, origin, runs) {
  const samples = [];
  let items = 0;
  for (let run = 0; run < runs; run += 1) {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${origin}/scripts/bench/upcoming.html`);
    await page.waitForFunction(() => 'upcomingBench' in window, undefined, { timeout: 60_000 });
    items = await page.evaluate(() => window.upcomingBench.items);
    samples.push(await page.evaluate(() => window.upcomingBench.render()));
    await page.close();
  }
  const ms = median(samples.map((sample) => sample.ms));
  const rows = samples[0]?.rows ?? 0;
  console.log(`\nLo que viene with the seed's longest calendar (median of ${runs} fresh pages):`);
  console.table([
    {
      view: 'UpcomingPage',
      items,
      'items drawn': rows,
      'render after the data': `${ms.toFixed(0)} ms`,
    },
  ]);
  const ok = ms <= MAX_RENDER_MS;
  const text = `lo que viene (${items} items, ${rows} drawn) renders in ${ms.toFixed(0)} ms after its data (limit ${MAX_RENDER_MS} ms)`;
  console.log(`Budget: ${text} -> ${ok ? 'OK' : 'OVER BUDGET'}`);
  return ok ? [] : [text];
}
