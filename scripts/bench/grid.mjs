/**
 * The results grid with 9,999 rows beside the same rows as a plain table (scripts/bench/grid.html):
 * first render, re-sort, DOM elements and JS heap. Budget: grid render and re-sort each at most
 * 1/20 of the table's, and at most 1,500 DOM elements.
 */
import { median } from './browser.mjs';

const GRID_TIME_RATIO = 1 / 20;
const GRID_MAX_DOM = 1500;

/** Median of fresh-page measurements; returns the broken budgets as sentences. */
export async function benchGrid(browser, origin, runs) {
  const samples = { grid: [], table: [] };
  for (let run = 0; run < runs; run += 1) {
    for (const kind of ['grid', 'table']) {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      await page.goto(`${origin}/scripts/bench/grid.html`);
      await page.waitForFunction(() => 'gridBench' in window);
      const rendered = await page.evaluate((k) => window.gridBench.render(k), kind);
      const resort = await page.evaluate((k) => window.gridBench.resort(k), kind);
      samples[kind].push({ ...rendered, resort });
      await page.close();
    }
  }
  const summary = (kind) => ({
    render: median(samples[kind].map((sample) => sample.ms)),
    resort: median(samples[kind].map((sample) => sample.resort)),
    dom: median(samples[kind].map((sample) => sample.domElements)),
    heap: median(samples[kind].map((sample) => sample.heapBytes ?? NaN)),
  });
  const grid = summary('grid');
  const table = summary('table');
  const mb = (bytes) => (Number.isNaN(bytes) ? 'n/a' : `${(bytes / 1024 / 1024).toFixed(1)} MB`);
  console.log(
    `\nResults grid with 9,999 rows in headless Chromium (median of ${runs} fresh pages):`,
  );
  console.table([
    {
      view: 'ResultsGrid (virtualised)',
      'first render': `${grid.render.toFixed(0)} ms`,
      're-sort': `${grid.resort.toFixed(0)} ms`,
      'DOM elements': grid.dom,
      'JS heap': mb(grid.heap),
    },
    {
      view: 'plain <table>',
      'first render': `${table.render.toFixed(0)} ms`,
      're-sort': `${table.resort.toFixed(0)} ms`,
      'DOM elements': table.dom,
      'JS heap': mb(table.heap),
    },
  ]);
  const checks = [
    [
      `grid first render ${(table.render / grid.render).toFixed(1)}x faster than the table (need 20x)`,
      grid.render <= table.render * GRID_TIME_RATIO,
    ],
    [
      `grid re-sort ${(table.resort / grid.resort).toFixed(1)}x faster than the table (need 20x)`,
      grid.resort <= table.resort * GRID_TIME_RATIO,
    ],
    [`grid DOM elements ${grid.dom} (limit ${GRID_MAX_DOM})`, grid.dom <= GRID_MAX_DOM],
  ];
  for (const [text, ok] of checks) console.log(`Budget: ${text} -> ${ok ? 'OK' : 'OVER BUDGET'}`);
  return checks.filter(([, ok]) => !ok).map(([text]) => text);
}
