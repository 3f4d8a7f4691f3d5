import { describe, expect, it } from 'vitest';

import { formatSlowestFiles, type FileTiming } from './vitest-slowest-files';

const root = '/repo';
const timing = (file: string, durationMs: number): FileTiming => ({
  file: `${root}/${file}`,
  durationMs,
});

describe('formatSlowestFiles', () => {
  it('lists the slowest files first, in seconds with one decimal, relative to the root', () => {
    const lines = formatSlowestFiles(
      [
        timing('src/a.test.ts', 940),
        timing('src/features/b.test.tsx', 12_345),
        timing('scripts/c.test.ts', 1_049),
      ],
      { root },
    );
    expect(lines).toEqual([
      'Slowest test files (tests and hooks; 3 of 3):',
      '  12.3 s  src/features/b.test.tsx',
      '   1.0 s  scripts/c.test.ts',
      '   0.9 s  src/a.test.ts',
      'All 3 files: 14.3 s (summed over workers)',
    ]);
  });

  it('shows only the `count` slowest, and totals every file', () => {
    const timings = Array.from({ length: 20 }, (_, index) =>
      timing(`src/file-${String(index).padStart(2, '0')}.test.ts`, (index + 1) * 100),
    );
    const lines = formatSlowestFiles(timings, { root, count: 15 });
    expect(lines[0]).toBe('Slowest test files (tests and hooks; 15 of 20):');
    expect(lines.slice(1, -1)).toHaveLength(15);
    expect(lines[1]).toBe('  2.0 s  src/file-19.test.ts');
    expect(lines.at(-2)).toBe('  0.6 s  src/file-05.test.ts');
    // 100 + 200 + ... + 2000 ms.
    expect(lines.at(-1)).toBe('All 20 files: 21.0 s (summed over workers)');
  });

  it('lists 15 unless told otherwise, and says nothing when no file ran', () => {
    const timings = Array.from({ length: 16 }, (_, index) => timing(`t${index}.test.ts`, index));
    expect(formatSlowestFiles(timings, { root }).slice(1, -1)).toHaveLength(15);
    expect(formatSlowestFiles([], { root })).toEqual([]);
  });
});
