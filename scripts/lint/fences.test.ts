import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Probes of the layer fences in eslint.config.js: a line of code placed (not written) in a file
 * of one zone, linted as `npm run lint:code` lints it. The type-aware rules are off here: they
 * need the file on disk, and the fences are what is under test.
 */
const eslint = new ESLint({
  // Vitest runs from the project's root, where eslint.config.js is.
  cwd: process.cwd(),
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false, project: null } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
    },
  },
});

async function fencesOf(filePath: string, line: string) {
  const [result] = await eslint.lintText(`${line}\nexport const probe = used;\n`, { filePath });
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

const TEST_CODE = [
  "import { used } from '@/testing/test-utils';",
  "import { used } from 'vitest';",
  "import { used } from '@testing-library/react';",
];

describe('the layer fences', () => {
  it.each([
    'src/features/tags/components/probe.tsx',
    'src/entities/tag/api/probe.ts',
    'src/components/ui/probe.tsx',
    'src/lib/probe.ts',
    'src/app/shell/probe.tsx',
    'src/mocks/areas/tags/probe.ts',
  ])('%s may not import test code', async (filePath) => {
    for (const line of TEST_CODE) {
      const messages = await fencesOf(filePath, line);
      expect(messages, line).toHaveLength(1);
      expect(messages[0]).toContain('Product code never imports test code');
    }
  });

  it('a test beside the code may', async () => {
    for (const line of TEST_CODE) {
      expect(await fencesOf('src/features/tags/components/probe.test.tsx', line)).toEqual([]);
    }
  });

  it('a feature may import neither another feature, nor the mock, nor the app', async () => {
    const file = 'src/features/tags/components/probe.tsx';
    expect(await fencesOf(file, "import { used } from '@/features/chat/lib/x';")).toHaveLength(1);
    expect(await fencesOf(file, "import { used } from '@/mocks/core/database';")).toHaveLength(1);
    expect(await fencesOf(file, "import { used } from '@/app/slots/grid-slots';")).toHaveLength(1);
    expect(await fencesOf(file, "import { used } from '@/entities/tag/api/get-tags';")).toEqual([]);
  });
});
