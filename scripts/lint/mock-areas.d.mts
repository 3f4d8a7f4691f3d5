/** Types of mock-areas.mjs, for its test. */
export const AREA_ORDER: string[];
export function mockAreaProblems(srcRoot: string, order?: readonly string[]): string[];
