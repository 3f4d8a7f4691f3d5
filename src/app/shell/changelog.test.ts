import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { APP_VERSION, CHANGELOG } from './changelog';

describe('the changelog', () => {
  it("shows package.json's version, and its newest entry is that version", () => {
    const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    expect(APP_VERSION).toBe(version);
    expect(CHANGELOG[0]?.version).toBe(version);
  });
});
