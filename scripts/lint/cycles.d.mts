/** Types of cycles.mjs, for its test. */
export function importGraph(srcRoot: string): Map<string, string[]>;
export function cyclesOf(graph: Map<string, string[]>): string[][];
