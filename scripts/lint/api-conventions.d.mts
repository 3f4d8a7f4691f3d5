/** Types of api-conventions.mjs, for its test. */
export const API_VERBS: string[];
export function inlineQueryKeys(srcRoot: string): string[];
export function misnamedApiFiles(srcRoot: string): string[];
