import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { isCheapMarkdown, MARKDOWN_LIMITS, splitMarkdownBlocks } from './markdown-rules';

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

describe('isCheapMarkdown', () => {
  const { characters, delimiters, nesting } = MARKDOWN_LIMITS;

  it('takes a block up to each limit, not past it', () => {
    const pairs = (count: number) => '*_'.repeat(count / 2);
    expect(isCheapMarkdown(pairs(delimiters))).toBe(true);
    expect(isCheapMarkdown(`${pairs(delimiters)}~`)).toBe(false);
    expect(isCheapMarkdown('a'.repeat(characters))).toBe(true);
    expect(isCheapMarkdown('a'.repeat(characters + 1))).toBe(false);
    expect(isCheapMarkdown(`${'> '.repeat(nesting)}cita`)).toBe(true);
    expect(isCheapMarkdown(`${'> '.repeat(nesting + 1)}cita`)).toBe(false);
    expect(isCheapMarkdown(`- a\n${'- 1. '.repeat(nesting / 2)}- b`)).toBe(false);
  });

  it('counts delimiters, not other characters: a long table is still markdown', () => {
    expect(isCheapMarkdown('| Producto | 1 |\n'.repeat(1_000))).toBe(true);
    expect(isCheapMarkdown('- **Garantía**: 5 %\n  - *seriedad*\n'.repeat(100))).toBe(true);
  });
});
