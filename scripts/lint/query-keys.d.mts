/** Types of query-keys.mjs, for its test. */
export function inlineQueryKeys(srcRoot: string): string[];
