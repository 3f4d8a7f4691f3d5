/**
 * The long main-thread tasks of a Chrome trace written by the bench (`BENCH_TRACE=<key>`):
 * `node scripts/bench/trace-tasks.mjs .bench/profiles/<name>.json [min ms]` prints each task of
 * at least `min` ms (default 30) with where its time went (script, style, layout, paint, ...)
 * and the scripts and functions it ran.
 */
import { readFileSync } from 'node:fs';

const [file, minArg] = process.argv.slice(2);
const min = Number(minArg ?? 30) * 1000;
const { traceEvents } = JSON.parse(readFileSync(file, 'utf8'));

// The renderer's main thread: the thread that ran the most 'RunTask's with timeline events.
const mainThread = traceEvents.find(
  (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
);
const onMain = traceEvents.filter(
  (event) =>
    event.pid === mainThread?.pid && event.tid === mainThread?.tid && event.ph === 'X' && event.dur,
);
const tasks = onMain.filter((event) => event.name === 'RunTask' && event.dur >= min);
const start = Math.min(...onMain.map((event) => event.ts));

for (const task of tasks) {
  const inside = onMain.filter(
    (event) => event !== task && event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur,
  );
  const byName = new Map();
  for (const event of inside) byName.set(event.name, (byName.get(event.name) ?? 0) + event.dur);
  const detail = inside
    .filter((event) =>
      [
        'FunctionCall',
        'EvaluateScript',
        'v8.compileModule',
        'EventDispatch',
        'TimerFire',
        'FireAnimationFrame',
        'Layout',
        'UpdateLayoutTree',
        'v8.evaluateModule',
      ].includes(event.name),
    )
    .filter((event) => event.dur >= 2000)
    .map((event) => {
      const data = event.args?.data ?? event.args?.beginData ?? {};
      const what =
        data.url?.split('/').pop() ||
        data.functionName ||
        data.type ||
        data.stackTrace?.[0]?.functionName ||
        '';
      return `    ${(event.dur / 1000).toFixed(1).padStart(6)} ms  ${event.name} ${what}`;
    });
  console.log(
    `task at +${((task.ts - start) / 1000).toFixed(0)} ms: ${(task.dur / 1000).toFixed(1)} ms`,
  );
  console.log(
    [...byName]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([name, dur]) => `  ${name} ${(dur / 1000).toFixed(1)}`)
      .join('\n'),
  );
  console.log(detail.slice(0, 25).join('\n'));
}
