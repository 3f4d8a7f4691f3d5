import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { inlineQueryKeys, misnamedApiFiles } from './api-conventions.mjs';

let root: string;

function tree(files: Record<string, string>, check = inlineQueryKeys) {
  root = mkdtempSync(join(tmpdir(), 'api-conventions-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return check(root);
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

describe('misnamedApiFiles', () => {
  it('takes endpoints named verb-thing, keys and schemas, and tests beside them', () => {
    expect(
      tree(
        {
          'features/competition/api/get-rivals.ts': '',
          'features/competition/api/competition-keys.ts': '',
          'features/competition/api/competition-schema.ts': '',
          'features/competition/api/get-rivals.test.ts': '',
          'entities/task/api/create-task.ts': '',
          'features/competition/lib/anything.ts': '',
        },
        misnamedApiFiles,
      ),
    ).toEqual([]);
  });

  it('refuses anything else in an api/ folder: a noun, a hook, messages, several endpoints', () => {
    expect(
      tree(
        {
          'features/bid-decision/api/decision.ts': '',
          'features/tasks/api/use-task-mutation.ts': '',
          'features/team/api/team-messages.ts': '',
          'entities/plan/api/plans.ts': '',
          'features/tasks/api/create-task.ts': '',
        },
        misnamedApiFiles,
      ).sort(),
    ).toEqual([
      'entities/plan/api/plans.ts',
      'features/bid-decision/api/decision.ts',
      'features/tasks/api/use-task-mutation.ts',
      'features/team/api/team-messages.ts',
    ]);
  });
});
