import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { inlineQueryKeys } from './query-keys.mjs';

let root: string;

function tree(files: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), 'query-keys-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return inlineQueryKeys(root);
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('inlineQueryKeys', () => {
  it('finds a key written inline in product code, by file and line', () => {
    expect(
      tree({
        'features/kpi/api/get-funnel.ts': "const a = 1;\nqueryOptions({ queryKey: ['kpi', 1] });\n",
        'entities/tag/api/get-tags.ts': 'useQuery({\n  queryKey:[ "tags" ],\n});\n',
      }).sort(),
    ).toEqual(['entities/tag/api/get-tags.ts:2', 'features/kpi/api/get-funnel.ts:2']);
  });

  it('takes a key from a factory, and leaves tests and src/testing alone', () => {
    expect(
      tree({
        'features/kpi/api/get-funnel.ts': 'queryOptions({ queryKey: kpiKeys.funnel(1, a, b) });\n',
        'features/kpi/api/get-funnel.test.ts': "client.setQueryData({ queryKey: ['kpi'] });\n",
        'testing/render.tsx': "const x = { queryKey: ['me'] };\n",
      }),
    ).toEqual([]);
  });
});
