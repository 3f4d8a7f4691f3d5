/**
 * The radar with the seed's heaviest radar (scripts/bench/radar.html, issue 28): the time from
 * rendering the page with its data in the cache to the painted tables. Budget: 300 ms.
 */
import { median } from './browser.mjs';

const MAX_RENDER_MS = 300;

export async function benchRadar(browser, origin, runs) {
  const samples = [];
  let items = 0;
  for (let run = 0; run < runs; run += 1) {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${origin}/scripts/bench/radar.html`);
    await page.waitForFunction(() => 'radarBench' in window, undefined, { timeout: 60_000 });
    items = await page.evaluate(() => window.radarBench.items);
    samples.push(await page.evaluate(() => window.radarBench.render()));
    await page.close();
  }
  const ms = median(samples.map((sample) => sample.ms));
  const rows = samples[0]?.rows ?? 0;
  console.log(`\nThe radar with the seed's heaviest radar (median of ${runs} fresh pages):`);
  console.table([
    {
      view: 'RadarPage',
      items,
      'rows drawn': rows,
      'render after the data': `${ms.toFixed(0)} ms`,
    },
  ]);
  const ok = ms <= MAX_RENDER_MS;
  const text = `radar (${items} items, ${rows} rows drawn) renders in ${ms.toFixed(0)} ms after its data (limit ${MAX_RENDER_MS} ms)`;
  console.log(`Budget: ${text} -> ${ok ? 'OK' : 'OVER BUDGET'}`);
  return ok ? [] : [text];
}
