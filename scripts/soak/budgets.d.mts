/** Types of budgets.mjs (plain JS so that `node scripts/soak.mjs` runs it as it is). */
export type Memory = { heap: number; nodes: number; listeners: number };

export type MemoryRow = {
  key: keyof Memory;
  label: string;
  unit: string;
  before: number;
  after: number;
  ratio: number;
  budget: number;
  ok: boolean;
};

/** A step's time from its press to what it asked for, and the main thread's CPU time meanwhile. */
export type TimedStep = { name: string; ms: number; cpuMs: number };

type Change = { before: number; after: number; ratio: number };

export type StepRow = Change & {
  name: string;
  cpu: Change;
  budget: number;
  floorMs: number;
  cpuFloorMs: number;
  ok: boolean;
};

export function median(values: readonly number[]): number;
export function memoryFrom(metrics: readonly { name: string; value: number }[]): Memory;
export function compareMemory(baseline: Memory, final: Memory, budget?: number): MemoryRow[];
export function compareSteps(
  start: readonly TimedStep[],
  end: readonly TimedStep[],
  options?: { ratioBudget?: number; floorMs?: number; cpuFloorMs?: number },
): StepRow[];
export function worstStep(
  rows: readonly StepRow[],
  ratioOf?: (row: StepRow) => number,
): StepRow | undefined;
export function brokenBudgets(memory: readonly MemoryRow[], steps: readonly StepRow[]): string[];
