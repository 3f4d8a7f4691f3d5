/**
 * The rivals list with the seed's heaviest list (scripts/bench/rivals.html, issue 27): the time
 * from rendering the page with its data in the cache to the painted table. Budget: 300 ms.
 */
import { median } from './browser.mjs';

const MAX_RENDER_MS = 300;

export async function benchRivals(browser, origin, runs) {
  const samples = [];
  for (let run = 0; run < runs; run += 1) {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${origin}/scripts/bench/rivals.html`);
    await page.waitForFunction(() => 'rivalsBench' in window, undefined, { timeout: 60_000 });
    samples.push(await page.evaluate(() => window.rivalsBench.render()));
    await page.close();
  }
  const ms = median(samples.map((sample) => sample.ms));
  const rows = samples[0]?.rows ?? 0;
  console.log(`\nThe rivals list with the seed's heaviest list (median of ${runs} fresh pages):`);
  console.table([{ view: 'RivalsPage', rows, 'render after the data': `${ms.toFixed(0)} ms` }]);
  const ok = ms <= MAX_RENDER_MS;
  const text = `rivals list (${rows} rows) renders in ${ms.toFixed(0)} ms after its data (limit ${MAX_RENDER_MS} ms)`;
  console.log(`Budget: ${text} -> ${ok ? 'OK' : 'OVER BUDGET'}`);
  return ok ? [] : [text];
}
