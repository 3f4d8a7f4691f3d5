import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { cyclesOf, importGraph } from './cycles.mjs';

let root: string;

function tree(files: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), 'cycles-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return cyclesOf(importGraph(root)).map((cycle) => cycle.map((file) => relative(root, file)));
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the import cycle check', () => {
  it('finds a cycle through a type import, an alias and a lazy import', () => {
    expect(
      tree({
        'a/state.ts': "import type { View } from '@/a/view';\nexport const s = 1;",
        'a/view.tsx': "export const load = () => import('../a/state');\nexport type View = 1;",
        'b/one.ts': "export { two } from './two';",
        'b/two.ts': "import { one } from './one';\nexport const two = one;",
        'c/leaf.ts': "import { s } from '@/a/state';\nexport const leaf = s;",
      }),
    ).toEqual([
      ['a/state.ts', 'a/view.tsx'],
      ['b/one.ts', 'b/two.ts'],
    ]);
  });

  it('passes a tree that only points one way, and ignores imports in comments and packages', () => {
    expect(
      tree({
        'lib/a.ts': "// import { b } from './b';\nimport { z } from 'zod';\nexport const a = z;",
        'lib/b.ts': "import { a } from './a';\n/* import './b-user'; */\nexport const b = a;",
        'lib/index.ts': "import { b } from './b';\nexport const c = b;",
      }),
    ).toEqual([]);
  });
});
