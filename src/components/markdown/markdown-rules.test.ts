import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { splitMarkdownBlocks } from './markdown-rules';

describe('splitMarkdownBlocks', () => {
  it('splits at blank lines', () => {
    expect(
      splitMarkdownBlocks(
        '# Título\n\nUn párrafo\nque sigue.\n\n\n| a | b |\n| - | - |\n| 1 | 2 |',
      ),
    ).toEqual(['# Título', 'Un párrafo\nque sigue.', '| a | b |\n| - | - |\n| 1 | 2 |']);
  });

  it('keeps a fenced code block whole, blank lines and all', () => {
    const code = '```ts\nconst a = 1;\n\nconst b = 2;\n```';
    expect(splitMarkdownBlocks(`Antes\n\n${code}\n\nDespués`)).toEqual(['Antes', code, 'Después']);
    // Still open while streaming: the rest is part of it.
    expect(splitMarkdownBlocks('```\nuno\n\ndos')).toEqual(['```\nuno\n\ndos']);
  });

  it('loses no non-blank line, in order', () => {
    const line = fc.oneof(
      fc.constantFrom('', '   ', '```', '~~~', '# h', '- item', '| a | b |'),
      fc.string({ maxLength: 12 }).filter((text) => !text.includes('\n') && !text.includes('\r')),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
        const blocks = splitMarkdownBlocks(lines.join('\n'));
        const kept = blocks
          .join('\n')
          .split('\n')
          .filter((entry) => entry.trim() !== '');
        expect(kept).toEqual(lines.filter((entry) => entry.trim() !== ''));
        for (const block of blocks) expect(block.trim()).not.toBe('');
      }),
    );
  });
});
