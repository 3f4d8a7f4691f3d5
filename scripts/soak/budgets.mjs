/**
 * Pure helpers of `npm run soak` (scripts/soak.mjs): the memory figures against their baseline,
 * the step timings of the start against the end, and which budgets broke. No browser: tested in
 * budgets.test.ts.
 */

/** Heap, DOM nodes and listeners after a forced GC: at most this times their baseline. */
const MEMORY_BUDGET = 1.3;

/** A kind of step at the end: at most this times its median at the start... */
const STEP_RATIO_BUDGET = 1.5;

/**
 * ...unless it is slower by no more than this (ms): on a 2-core machine shared with other work,
 * a 20 ms step that takes 35 ms once is noise, not a slowdown a person feels.
 */
const STEP_FLOOR_MS = 50;

/**
 * ...and unless the page's main thread did not work that much more for it: the same ratio, over
 * at least this many ms of CPU time. Other processes on the machine stretch the time a step
 * waits (a run measured steps 2x slower at the end while their CPU time stayed flat); they
 * barely change the work the page does.
 */
const STEP_CPU_FLOOR_MS = 20;

/** The middle value; the mean of the two middle ones for an even count. */
export function median(values) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The three memory figures of `Performance.getMetrics` the soak reads, by their CDP names. */
const MEMORY_METRICS = [
  { key: 'heap', metric: 'JSHeapUsedSize', label: 'JS heap used', unit: 'MB' },
  { key: 'nodes', metric: 'Nodes', label: 'DOM nodes', unit: '' },
  { key: 'listeners', metric: 'JSEventListeners', label: 'JS event listeners', unit: '' },
];

/** `Performance.getMetrics`' list as { heap, nodes, listeners }. */
export function memoryFrom(metrics) {
  const byName = new Map(metrics.map(({ name, value }) => [name, value]));
  return Object.fromEntries(
    MEMORY_METRICS.map(({ key, metric }) => {
      const value = byName.get(metric);
      if (typeof value !== 'number') throw new Error(`Performance.getMetrics gave no ${metric}`);
      return [key, value];
    }),
  );
}

/** Each memory figure: baseline, final, their ratio and whether it is within the budget. */
export function compareMemory(baseline, final, budget = MEMORY_BUDGET) {
  return MEMORY_METRICS.map(({ key, label, unit }) => {
    const ratio = final[key] / baseline[key];
    return {
      key,
      label,
      unit,
      before: baseline[key],
      after: final[key],
      ratio,
      budget,
      ok: ratio <= budget,
    };
  });
}

/** Median, at the start and at the end, of one figure of a kind of step, and their ratio. */
function change(start, end, read) {
  const before = median(start.map(read));
  const after = median(end.map(read));
  return { before, after, ratio: after / before };
}

/**
 * Each kind of step, its medians at the start (`start`: the timed steps of the window after the
 * warm-up) and at the end (`end`): time from the press to what it asked for (`ms`) and the main
 * thread's CPU time meanwhile (`cpuMs`). A kind breaks the budget when it is slower by more than
 * `ratioBudget` times and by more than `floorMs`, and its CPU time grew by as much (more than
 * `ratioBudget` times and `cpuFloorMs`); or when a window has no step of that kind to compare.
 */
export function compareSteps(
  start,
  end,
  { ratioBudget = STEP_RATIO_BUDGET, floorMs = STEP_FLOOR_MS, cpuFloorMs = STEP_CPU_FLOOR_MS } = {},
) {
  const kinds = [...new Set([...start, ...end].map((step) => step.name))];
  const of = (steps, name) => steps.filter((step) => step.name === name);
  return kinds.map((name) => {
    const wall = change(of(start, name), of(end, name), (step) => step.ms);
    const cpu = change(of(start, name), of(end, name), (step) => step.cpuMs);
    const over = ({ before, after, ratio }, floor) => ratio > ratioBudget && after - before > floor;
    const compared = Number.isFinite(wall.ratio) && Number.isFinite(cpu.ratio);
    return {
      name,
      ...wall,
      cpu,
      budget: ratioBudget,
      floorMs,
      cpuFloorMs,
      ok: compared && !(over(wall, floorMs) && over(cpu, cpuFloorMs)),
    };
  });
}

/** The kind of step whose end is slowest against its start, by `ratioOf` (time by default). */
export function worstStep(rows, ratioOf = (row) => row.ratio) {
  return rows.reduce(
    (worst, row) => (worst === undefined || ratioOf(row) > ratioOf(worst) ? row : worst),
    undefined,
  );
}

/** One line per broken budget, for the closing summary. */
export function brokenBudgets(memory, steps) {
  return [
    ...memory
      .filter((row) => !row.ok)
      .map((row) => `${row.label} ${row.ratio.toFixed(2)}x its baseline (budget ${row.budget}x)`),
    ...steps
      .filter((row) => !row.ok)
      .map(
        (row) =>
          `step '${row.name}' ${row.before.toFixed(0)} -> ${row.after.toFixed(0)} ms (${row.ratio.toFixed(2)}x), main thread ${row.cpu.before.toFixed(0)} -> ${row.cpu.after.toFixed(0)} ms CPU (${row.cpu.ratio.toFixed(2)}x); budget ${row.budget}x, beyond +${row.floorMs} ms and +${row.cpuFloorMs} ms CPU`,
      ),
  ];
}
