import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { AREA_ORDER, mockAreaProblems } from './mock-areas.mjs';

let root: string;

/** A mock of three areas, low < mid < high, with the files given (paths under src/mocks). */
function problems(files: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), 'mock-areas-'));
  const tree = {
    'core/http.ts': 'export const respond = 1;',
    'core/database.ts':
      "import { AREAS } from '../areas/registry';\nimport { make } from '../areas/low/generator';\nexport const db = { AREAS, make };",
    'core/session.ts': "import type { User } from '../areas/low/records';\nexport type S = User;",
    'areas/registry.ts': "import { lowArea } from './low/area';\nexport const AREAS = [lowArea];",
    'areas/low/area.ts': 'export const lowArea = 1;',
    'areas/low/records.ts': 'export type User = { id: number };',
    'areas/low/generator.ts': 'export const make = 1;',
    'areas/low/rules.ts': "import { db } from '@/mocks/core/database';\nexport const rule = db;",
    'areas/mid/views.ts': "import { rule } from '../low/rules';\nexport const view = rule;",
    'areas/high/x-handlers.ts':
      "import { view } from '../mid/views';\nimport { respond } from '../../core/http';\nexport const h = [view, respond];",
    ...files,
  };
  for (const [path, text] of Object.entries(tree)) {
    mkdirSync(dirname(join(root, 'mocks', path)), { recursive: true });
    writeFileSync(join(root, 'mocks', path), text);
  }
  return mockAreaProblems(root, ['low', 'mid', 'high']);
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the mock areas check', () => {
  it('passes areas that import only core and the areas below them', () => {
    expect(problems({})).toEqual([]);
  });

  it("fails an import that climbs, two areas that import each other, and another area's handlers", () => {
    expect(
      problems({
        'areas/low/climb.ts':
          "import type { View } from '@/mocks/areas/mid/views';\nexport type C = View;",
        'areas/mid/lazy.ts': "export const load = () => import('../high/x-handlers');",
        'areas/high/y-handlers.ts': "import { h } from './x-handlers';\nexport const y = h;",
        'areas/high/z.ts':
          "import { lowArea } from '../low/area';\nimport { h } from '../low/w-handlers';\nexport const z = [lowArea, h];",
        'areas/low/w-handlers.ts': 'export const h = [];',
      }).sort(),
    ).toEqual([
      "areas/high/z.ts -> areas/low/w-handlers.ts: imports another area's handlers",
      'areas/low/climb.ts -> areas/mid/views.ts: climbs: low is below mid',
      "areas/mid/lazy.ts -> areas/high/x-handlers.ts: imports another area's handlers; climbs: mid is below high",
      'high <-> mid: the two areas import each other',
      'low <-> mid: the two areas import each other',
    ]);
  });

  it('fails the areas that climb above them, and core beyond its records and the composition', () => {
    expect(
      problems({
        'areas/mid/all.ts': "import { AREAS } from '../registry';\nexport const all = AREAS;",
        'areas/mid/mailbox.ts': "import { page } from '../../ui/mailbox';\nexport const m = page;",
        'ui/mailbox.ts': 'export const page = 1;',
        'core/mailer.ts': "import { rule } from '../areas/low/rules';\nexport const send = rule;",
        'core/faults.ts': "import { AREAS } from '../areas/registry';\nexport const f = AREAS;",
      }).sort(),
    ).toEqual([
      'areas/mid/all.ts -> areas/registry.ts: climbs above the areas (the registry)',
      'areas/mid/mailbox.ts -> ui/mailbox.ts: climbs above the areas (ui/mailbox.ts)',
      'core/faults.ts -> areas/registry.ts: core is below the areas (it may name their records.ts)',
      'core/mailer.ts -> areas/low/rules.ts: core is below the areas (it may name their records.ts)',
    ]);
  });

  it('lets a test import any of the mock, and names an area the order leaves out', () => {
    expect(
      problems({
        'areas/low/rules.test.ts': "import { h } from '../high/x-handlers';\nexpect(h);",
        'areas/extra/thing.ts': 'export const thing = 1;',
      }),
    ).toEqual(['areas/extra: not in the order of areas (AREA_ORDER)']);
  });

  it('orders every area of the mock', () => {
    expect(mockAreaProblems(join(process.cwd(), 'src'))).toEqual([]);
    expect(new Set(AREA_ORDER).size).toBe(AREA_ORDER.length);
  });
});
