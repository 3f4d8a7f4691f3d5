import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { CHANGELOG } from './changelog';

describe('the changelog', () => {
  // APP_VERSION is package.json's by import; what can drift is the changelog, written by hand.
  it("says what package.json's version brought: its newest entry is that version", () => {
    const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    expect(CHANGELOG[0]?.version).toBe(version);
  });
});
