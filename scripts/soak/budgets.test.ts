import { describe, expect, it } from 'vitest';

import {
  brokenBudgets,
  compareMemory,
  compareSteps,
  median,
  memoryFrom,
  worstStep,
} from './budgets.mjs';

/** Steps of one kind: each [ms, cpuMs]. */
const steps = (name: string, ...timed: [number, number][]) =>
  timed.map(([ms, cpuMs]) => ({ name, ms, cpuMs }));

describe('the soak’s budgets', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10])).toBe(25);
    expect(median([])).toBeNaN();
  });

  it('reads heap, DOM nodes and listeners from Performance.getMetrics, and says which is missing', () => {
    const metrics = [
      { name: 'Nodes', value: 1200 },
      { name: 'JSHeapUsedSize', value: 36e6 },
      { name: 'JSEventListeners', value: 500 },
      { name: 'Documents', value: 2 },
    ];
    expect(memoryFrom(metrics)).toEqual({ heap: 36e6, nodes: 1200, listeners: 500 });
    expect(() => memoryFrom(metrics.slice(1))).toThrow('Performance.getMetrics gave no Nodes');
  });

  it('holds each memory figure to 1.3x its baseline', () => {
    const rows = compareMemory(
      { heap: 100, nodes: 1000, listeners: 500 },
      { heap: 130, nodes: 1301, listeners: 500 },
    );
    expect(rows.map((row) => [row.key, row.ok])).toEqual([
      ['heap', true],
      ['nodes', false],
      ['listeners', true],
    ]);
    expect(brokenBudgets(rows, [])).toEqual(['DOM nodes 1.30x its baseline (budget 1.3x)']);
  });

  it('breaks a step’s budget when its time and its CPU time are both over 1.5x, 50 and 20 ms more', () => {
    const rows = compareSteps(
      [
        ...steps('bell', [20, 5], [20, 5]),
        ...steps('search', [200, 100], [220, 100]),
        ...steps('radar', [100, 60], [100, 60]),
        ...steps('tasks', [150, 60], [150, 60]),
      ],
      [
        // 20 -> 35 ms (and 5 -> 15 ms CPU): 1.75x, but noise.
        ...steps('bell', [35, 15], [35, 15]),
        // Slower, and the page does more for it: the app's doing.
        ...steps('search', [390, 200], [410, 220]),
        // One slow radar of two moves its median to 175 ms (1.75x, 75 ms more), its CPU too.
        ...steps('radar', [100, 60], [250, 140]),
        // Twice as long while the page did the same work: the machine was busy.
        ...steps('tasks', [300, 62], [300, 62]),
      ],
    );
    expect(rows.map((row) => [row.name, row.before, row.after, row.cpu.after, row.ok])).toEqual([
      ['bell', 20, 35, 15, true],
      ['search', 210, 400, 210, false],
      ['radar', 100, 175, 100, false],
      ['tasks', 150, 300, 62, true],
    ]);
    expect(worstStep(rows)?.name).toBe('tasks');
    expect(worstStep(rows, (row) => row.cpu.ratio)?.name).toBe('bell');
    expect(brokenBudgets([], rows)).toEqual([
      "step 'search' 210 -> 400 ms (1.90x), main thread 100 -> 210 ms CPU (2.10x); budget 1.5x, beyond +50 ms and +20 ms CPU",
      "step 'radar' 100 -> 175 ms (1.75x), main thread 60 -> 100 ms CPU (1.67x); budget 1.5x, beyond +50 ms and +20 ms CPU",
    ]);
  });

  it('counts a kind of step missing from a window as broken, not as kept', () => {
    const [row] = compareSteps(steps('tags', [100, 50], [100, 50]), []);
    expect(row?.ok).toBe(false);
  });

  it('keeps a kind of step that got faster', () => {
    const [row] = compareSteps(steps('tasks', [270, 60], [270, 60]), steps('tasks', [150, 40]));
    expect(row).toMatchObject({ ratio: 150 / 270, ok: true });
  });
});
