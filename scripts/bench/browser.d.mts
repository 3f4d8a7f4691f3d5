/** Types of what the tests use of browser.mjs (plain JS so that `node scripts/bench.mjs` runs it as it is). */
import type { Browser } from '@playwright/test';

export const CHROMIUM: string;
export const CHROMIUM_FLAGS: readonly string[];
export function launchChromium(): Promise<Browser>;
