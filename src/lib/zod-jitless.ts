/**
 * zod compiles its object parsers with `new Function` unless told not to; the production
 * build's CSP has no 'unsafe-eval', so the browser would refuse it and report a violation on
 * every page (decision 0024). zod reads this global when each schema is made, so this module
 * runs first (main.tsx) and sets it without importing zod into the entry.
 */
const global = globalThis as { __zod_globalConfig?: Record<string, unknown> };
global.__zod_globalConfig = { ...global.__zod_globalConfig, jitless: true };
