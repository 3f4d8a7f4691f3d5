/**
 * A 32 KB AI answer streamed into the chat's markdown (scripts/bench/stream.html): time to the
 * first token on screen, total time, and the longest main-thread task while it renders. Budget:
 * no task over 50 ms (Chromium reports tasks of 50 ms and more as long tasks; 0 means none).
 */
import { median } from './browser.mjs';

const LONGEST_TASK_MS = 50;

export async function benchStream(browser, origin, runs) {
  const samples = [];
  for (let run = 0; run < runs; run += 1) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${origin}/scripts/bench/stream.html`);
    await page.waitForFunction(() => 'streamBench' in window);
    samples.push(await page.evaluate(() => window.streamBench.run()));
    await page.close();
  }
  const firstToken = median(samples.map((sample) => sample.firstTokenMs));
  const total = median(samples.map((sample) => sample.totalMs));
  const longest = Math.max(...samples.map((sample) => sample.longestTaskMs));
  const kb = (samples[0].chars / 1024).toFixed(1);
  console.log(`\nA ${kb} KB answer streamed into the chat (median of ${runs} fresh pages):`);
  console.table([
    {
      'first token on screen': `${firstToken.toFixed(0)} ms`,
      'whole answer': `${total.toFixed(0)} ms`,
      'longest task (worst run)': longest ? `${longest.toFixed(0)} ms` : 'none over 50 ms',
    },
  ]);
  const ok = longest < LONGEST_TASK_MS;
  console.log(
    `Budget: longest task while a 32 KB answer streams ${longest ? `${longest.toFixed(0)} ms` : '< 50 ms'} (limit ${LONGEST_TASK_MS} ms) -> ${ok ? 'OK' : 'OVER BUDGET'}`,
  );
  return ok ? [] : [`a task of ${longest.toFixed(0)} ms while a 32 KB answer streams`];
}
